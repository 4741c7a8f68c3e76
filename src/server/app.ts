import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { dirname, join } from 'node:path';
import { openSqliteStore, type Store } from './data/store';
import type { ServerConfig, ServerDeps } from './deps';
import { installErrorHandling } from './http/errors';
import { installRequestContext } from './http/request-context';
import { HttpFailure, sendFailure } from './http/reply';
import { allRoutes } from './routes';
import { loadOrCreateKeys, loadSharedKeys, type ServerKeys } from './security/keys';
import { seedIfEmpty } from './seed';
import { registerClient } from './static/client';
import { registerStudio } from './static/studio';
import { pageDataFor, type GuestPage } from './static/page-data';
import { pageDrawer } from './static/server-render';
import { createPageDataCache } from './static/page-data-cache';
import { guestPageSettings } from './static/page-settings';

export const DATABASE_FILE = 'platform.db';

const depsByApp = new WeakMap<FastifyInstance, ServerDeps>();

/** The database and config an app was built with (tests and tools use it). */
export function appDeps(app: FastifyInstance): ServerDeps {
  const deps = depsByApp.get(app);
  if (!deps) throw new Error('not an app made by buildApp');
  return deps;
}

/**
 * Builds the whole platform server: database (seeded on first start), RSA keys, body parsers
 * (JSON, form-urlencoded, multipart — registered here once, route modules must not register
 * them again), optional rate limits, every route module, the static client and error envelopes.
 */
export interface AppOptions {
  logger?: boolean;
  logRequests?: boolean;
  /** The database, when not the embedded SQLite file of the data folder (PostgreSQL: src/server/data/store.ts). The app closes it with itself. */
  store?: Store;
}

export function buildApp(config: ServerConfig, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Failures fastify raises before routing (bad URL encoding, over-long parameters, ...) get the
    // same envelope as every other failure instead of fastify's own body.
    frameworkErrors: (error, _request, reply) => {
      void sendFailure(reply, new HttpFailure(400, 'request.invalid', `Invalid request: ${error.message}`));
    },
  });
  const store = options.store ?? openSqliteStore(join(config.dataDir, DATABASE_FILE));
  let keys: ServerKeys | null = store.engine === 'sqlite' ? loadOrCreateKeys(config.dataDir) : null;
  const deps: ServerDeps = {
    store,
    config,
    keys: () => {
      if (!keys) throw new Error('the shared keys are read when the app is ready, before it serves');
      return keys;
    },
  };
  app.addHook('onReady', async () => {
    keys ??= await loadSharedKeys(store.db);
  });
  depsByApp.set(app, deps);
  // Seeding is asynchronous; inject() and listen() wait for onReady, so no request meets an empty database.
  app.addHook('onReady', async () => {
    await seedIfEmpty(deps.store);
  });

  installErrorHandling(app);
  installRequestContext(app, deps.store);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    // API answers carry tokens and personal data: never cached unless a route chose otherwise.
    if (!request.url.startsWith('/m') && request.url !== '/' && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  // JSON answers over 1 KB go out gzipped (a game list page: about 30 KB becomes 4 KB on a slow
  // network); the layout bundle and the client's files arrive compressed already and are left alone.
  app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  app.register(formbody);
  // Only the studio's session uses a cookie (/ops); the player app authenticates with its token header.
  app.register(cookie);
  app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 4 } });
  if (config.rateLimits) {
    app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) =>
        new HttpFailure(429, 'rate.limited', `Too many requests, please try again in ${Math.ceil(ctx.ttl / 1000)} s.`, { retryAfterSeconds: Math.ceil(ctx.ttl / 1000) }),
    });
  }
  app.register(async (scope) => {
    for (const routeModule of allRoutes) await routeModule(scope, deps);
  });
  // Guests' first screens share their data for a few seconds; an operator's change empties it.
  const pageData = createPageDataCache<GuestPage>(config.pageDataCache);
  // Guests' first pages drawn with the app's own code, when it is built (else the app draws them).
  const drawer = pageDrawer(config.ssrDir ?? join(dirname(config.clientDir), 'ssr'), app.log, config.drawBudgetMs);
  // Any operator's change, on this node or another sharing the database, empties it.
  const stopListening = deps.store.changes.listen(() => pageData.clear());
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/ops/') || reply.statusCode >= 400) return;
    await deps.store.changes.announce('ops').catch((error: unknown) => request.log.warn({ err: error }, 'could not tell the other nodes of a change'));
  });
  app.register(async (scope) =>
    registerClient(scope, config.clientDir, {
      sourceMaps: config.sourceMaps === true,
      // A guest's first screen arrives with its data (the page's queries answered here, in-process).
      pageData: (request) => pageDataFor(app, request, () => guestPageSettings(deps, config.layoutsDir), config.pageDataBudgetMs, pageData, drawer),
    }),
  );
  app.register(async (scope) => registerStudio(scope, config.studioDir ?? join(dirname(config.clientDir), 'studio')));
  app.addHook('onClose', async () => {
    stopListening();
    await store.close();
  });
  return app;
}
