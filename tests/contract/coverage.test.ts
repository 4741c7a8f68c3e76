import { beforeAll, describe, expect, it } from 'vitest';
import { callKey } from '../../src/contract/call';
import { allCalls } from '../../src/contract/index';
import { PENDING_ROUTES } from './pending';
import { servedRoutes, type ServedRoute } from './routes';

/** One contract per call: every route the server has is served from its contract, and every contract has its route. */
describe('call contracts and server routes', () => {
  let routes: ServedRoute[];
  beforeAll(async () => {
    routes = await servedRoutes();
  }, 60_000);

  it('every call route is served from its contract (or is still listed as pending)', () => {
    const pending = new Set(PENDING_ROUTES);
    const uncovered = routes.filter((route) => !route.contract && !pending.has(route.key)).map((route) => route.key);
    expect(uncovered).toEqual([]);
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

  it('the pending list names only routes that exist and have no contract yet', () => {
    const byKey = new Map(routes.map((route) => [route.key, route]));
    expect(PENDING_ROUTES.filter((key) => !byKey.has(key) || byKey.get(key)!.contract)).toEqual([]);
  });
});
