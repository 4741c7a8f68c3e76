import { beforeAll, describe, expect, it } from 'vitest';
import { callKey } from '../../src/contract/call';
import { allCalls } from '../../src/contract/index';
import { servedRoutes, type ServedRoute } from './routes';

/** One contract per call: every route the server has is served from its contract, and every contract has its route. */
describe('call contracts and server routes', () => {
  let routes: ServedRoute[];
  beforeAll(async () => {
    routes = await servedRoutes();
  }, 60_000);

  it('every call route is served from its contract', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => !route.contract).map((route) => route.key)).toEqual([]);
  });

  it('every route served from a contract is served from the one in the catalogue, under its own method and path', () => {
    const catalogue = new Set(allCalls);
    const strays = routes.filter((route) => route.contract && (!catalogue.has(route.contract) || callKey(route.contract) !== route.key)).map((route) => route.key);
    expect(strays).toEqual([]);
  });

  it('every contract has its route', () => {
    const served = new Set(routes.filter((route) => route.contract).map((route) => route.key));
    expect(allCalls.map(callKey).filter((key) => !served.has(key))).toEqual([]);
  });

  it('no two contracts name the same call', () => {
    const keys = allCalls.map(callKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
