import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appDeps, buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/deps';
import { hashToken, SESSION_TTL_MS } from '../../src/server/auth/session';
import type { Db } from '../../src/server/db/open';

export const OPS_TOKEN = 'test-ops-token-0123456789';
export const REPO = resolve(import.meta.dirname, '..', '..');

export function tempDir(prefix = 'platform-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    clientDir: join(dataDir, 'client'),
    layoutsDir: join(REPO, 'layouts'),
    opsToken: OPS_TOKEN,
    testHooks: true,
    checkAnswers: true,
    rateLimits: false,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A data folder seeded once per test process (database and key pair), copied into each new test
 * app's folder: seeding and making an RSA key take about a second, and most test files start an app.
 */
let seededTemplate: string | undefined;
async function seededCopy(dataDir: string): Promise<void> {
  if (!seededTemplate) {
    const dir = tempDir('platform-template-');
    const app = buildApp(testConfig(dir));
    await app.ready();
    await app.close();
    seededTemplate = dir;
  }
  mkdirSync(dataDir, { recursive: true });
  for (const entry of readdirSync(seededTemplate)) {
    if (entry === 'platform.db' || entry.startsWith('platform.db-') || entry === 'keys') cpSync(join(seededTemplate, entry), join(dataDir, entry), { recursive: true });
  }
}

/** A seeded app on a fresh temp data dir; close() also deletes the folder unless keepDir. */
/** The SQLite connection under a test app's store (tests run on the embedded engine), for direct reads and fixtures. */
export function sqliteOf(app: FastifyInstance): Db {
  const connection = appDeps(app).store.sqlite;
  if (!connection) throw new Error('this app does not run on SQLite');
  return connection;
}

export async function startTestApp(overrides: Partial<ServerConfig> = {}, opts: { dataDir?: string; keepDir?: boolean; fresh?: boolean } = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? tempDir();
  // A folder the caller prepared (or asked to seed afresh) is left as it is.
  if (!opts.dataDir && !opts.fresh) await seededCopy(dataDir);
  const app = buildApp(testConfig(dataDir, overrides));
  await app.ready();
  return {
    app,
    db: sqliteOf(app),
    dataDir,
    close: async () => {
      await app.close();
      if (!opts.keepDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const opsHeaders = { authorization: `Bearer ${OPS_TOKEN}` };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A live session token for a member, written straight to the test app's SQLite connection: the
 * fixtures that sign members in are synchronous. The platform's own createSession (the same row)
 * is checked in tests/server/auth/session.test.ts.
 */
export function sessionToken(db: Db, memberId: number, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(hashToken(token), memberId, now, now + SESSION_TTL_MS);
  return token;
}
