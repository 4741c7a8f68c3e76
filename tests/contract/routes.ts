import type { RouteOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Call } from '../../src/contract/call';
import { tempDir, testConfig } from '../server/helpers';

export interface ServedRoute {
  key: string;
  contract: Call | undefined;
}

/** Paths that are calls (answers in the JSON envelope), as opposed to pages, files and the studio's own files. */
export function isCallPath(url: string): boolean {
  return /^\/(wps|lgw|ops)\//.test(url) && !url.startsWith('/ops/studio');
}

/** Every call route the whole server registers, with the contract it was registered from (serve). */
export async function servedRoutes(): Promise<ServedRoute[]> {
  const app = buildApp(testConfig(tempDir('contract-routes-')));
  const routes: ServedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const contract = (route.config as { contract?: Call } | undefined)?.contract;
    for (const method of methods) if (method !== 'HEAD' && isCallPath(route.url)) routes.push({ key: `${method} ${route.url}`, contract });
  });
  await app.ready();
  await app.close();
  return routes;
}
