import type { EndpointDefinition } from './endpoint';

let registry: Promise<ReadonlyMap<string, EndpointDefinition>> | undefined;

/**
 * The endpoints layouts may name, loaded once and on demand: the list (with every answer schema)
 * is a chunk of its own, so the first screen does not carry it; the app starts loading it at boot.
 */
export function loadEndpoints(): Promise<ReadonlyMap<string, EndpointDefinition>> {
  registry ??= import('./endpoints/index').then((module) => new Map(module.endpoints.map((endpoint) => [endpoint.name, endpoint])));
  return registry;
}

export async function findEndpoint(name: string): Promise<EndpointDefinition | undefined> {
  return (await loadEndpoints()).get(name);
}
