import type { PageDataCacheOptions } from './static/page-data-cache';
import type { FastifyInstance } from 'fastify';
import type { Store } from './data/store';
import type { ServerKeys } from './security/keys';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder holding the SQLite file, the RSA key pair and uploads. */
  dataDir: string;
  /** PostgreSQL shared by several nodes (DATABASE_URL); unset: the embedded SQLite file in dataDir. */
  databaseUrl?: string;
  /** Built client (vite build output); served under /m/. */
  clientDir: string;
  /** Built operator studio (its own vite build); served under /ops/studio/. Default: beside clientDir. */
  studioDir?: string;
  /** The page drawer (`vite build -c src/ssr/vite.config.ts`); guests' first pages are drawn by it when built. Default: beside clientDir. */
  ssrDir?: string;
  /** How long drawing one page may take before it is sent for the app to draw (default DRAW_BUDGET_MS). */
  drawBudgetMs?: number;
  /** Repo layouts folder: the defaults a merchant may override. */
  layoutsDir: string;
  opsToken: string;
  /** Exposes last SMS code and captcha answers under /ops/test for browser tests. */
  testHooks: boolean;
  /** Checks every answer of a contract call against its answer schema (CHECK_ANSWERS=1; tests): a mismatch is a 500 naming the call. */
  checkAnswers?: boolean;
  /** Disables rate limits for load benchmarks only. */
  rateLimits: boolean;
  /** Serves the client's source maps (SERVE_SOURCE_MAPS=1, for debugging); off by default, so production does not publish its sources. */
  sourceMaps?: boolean;
  /** How long a guest's first screen waits for its own queries (default PAGE_DATA_BUDGET_MS); tests that check what is answered, not how fast, give more. */
  pageDataBudgetMs?: number;
  /** How guests' page data is shared (src/server/static/page-data-cache.ts); the defaults otherwise. */
  pageDataCache?: PageDataCacheOptions;
}

/** What every route module receives. */
export interface ServerDeps {
  /** The data layer: every read and write of the platform goes through it (SQLite or PostgreSQL). */
  store: Store;
  /** The RSA pair that unwraps payload keys: in files for one node, in the database shared by several. */
  keys: () => ServerKeys;
  config: ServerConfig;
}

/** One endpoint = one file exporting a RouteModule; area index files list them. */
export type RouteModule = (app: FastifyInstance, deps: ServerDeps) => void | Promise<void>;
