import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints/index';
import { allCalls } from '../../src/contract/index';

/** The calls layouts name (src/api/endpoints) each send one call of the contract, and say what it needs. */
describe('the endpoint catalogue and the contract', () => {
  const catalogue = new Set(allCalls);

  it('every endpoint names the contract call it sends', () => {
    expect(endpoints.filter((endpoint) => !endpoint.call || !catalogue.has(endpoint.call)).map((endpoint) => endpoint.name)).toEqual([]);
  });

  it('an endpoint whose call needs a signed-in member is not sent for a guest (else a guest screen would ask and be refused)', () => {
    expect(endpoints.filter((endpoint) => endpoint.call?.auth === 'session' && !endpoint.session).map((endpoint) => endpoint.name)).toEqual([]);
  });

  it('no layout endpoint sends an operator call', () => {
    expect(endpoints.filter((endpoint) => endpoint.call?.auth === 'ops').map((endpoint) => endpoint.name)).toEqual([]);
  });
});
