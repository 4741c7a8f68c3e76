import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ServerConfig } from './deps';

export class ConfigError extends Error {}

/** The repo root, two levels above src/server. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * Reads the environment once at start and fails with a readable message on bad values.
 * OPS_TOKEN, when unset, is generated once and kept in <DATA_DIR>/ops-token (mode 0600).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig & { opsTokenGenerated: boolean } {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be an integer 0-65535, got "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  // The folder holds the database, keys and uploads: readable by the server's user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/database');
  // Every node of a platform answers the same operators: a token made up by one node would lock out the others.
  if (databaseUrl && !env.OPS_TOKEN) throw new ConfigError('OPS_TOKEN must be set (the same on every node) when DATABASE_URL is');
  let opsToken = env.OPS_TOKEN ?? '';
  let opsTokenGenerated = false;
  if (!opsToken) {
    const file = join(dataDir, 'ops-token');
    if (existsSync(file)) opsToken = readFileSync(file, 'utf8').trim();
    if (!opsToken) {
      opsToken = randomBytes(24).toString('base64url');
      writeFileSync(file, `${opsToken}\n`, { mode: 0o600 });
    }
    opsTokenGenerated = true;
  } else if (opsToken.length < 16) {
    throw new ConfigError('OPS_TOKEN must be at least 16 characters');
  }
  const budget = env.PAGE_DATA_BUDGET_MS === undefined ? undefined : Number(env.PAGE_DATA_BUDGET_MS);
  if (budget !== undefined && !(Number.isInteger(budget) && budget >= 0 && budget <= 10_000)) throw new ConfigError(`PAGE_DATA_BUDGET_MS must be an integer 0-10000, got "${env.PAGE_DATA_BUDGET_MS}"`);
  const drawBudget = env.DRAW_BUDGET_MS === undefined ? undefined : Number(env.DRAW_BUDGET_MS);
  if (drawBudget !== undefined && !(Number.isInteger(drawBudget) && drawBudget >= 0 && drawBudget <= 10_000)) throw new ConfigError(`DRAW_BUDGET_MS must be an integer 0-10000, got "${env.DRAW_BUDGET_MS}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    clientDir: resolve(env.CLIENT_DIR ?? join(REPO_ROOT, 'dist', 'client')),
    studioDir: resolve(env.STUDIO_DIR ?? join(REPO_ROOT, 'dist', 'studio')),
    ssrDir: resolve(env.SSR_DIR ?? join(REPO_ROOT, 'dist', 'ssr')),
    layoutsDir: resolve(env.LAYOUTS_DIR ?? join(REPO_ROOT, 'layouts')),
    opsToken,
    opsTokenGenerated,
    testHooks: env.OPS_TEST_HOOKS === '1',
    checkAnswers: env.CHECK_ANSWERS === '1',
    rateLimits: env.RATE_LIMITS !== '0',
    sourceMaps: env.SERVE_SOURCE_MAPS === '1',
    ...(budget === undefined ? {} : { pageDataBudgetMs: budget }),
    ...(drawBudget === undefined ? {} : { drawBudgetMs: drawBudget }),
  };
}
