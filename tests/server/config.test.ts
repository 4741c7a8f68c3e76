import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../src/server/config';
import { tempDir } from './helpers';

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configFromEnv', () => {
  it('defaults: port 8080, all interfaces, rate limits on, test hooks off', () => {
    const c = configFromEnv({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: dir, rateLimits: true, testHooks: false, opsTokenGenerated: true });
  });

  it('generates the ops token once, keeps it private and reuses it', () => {
    const first = configFromEnv({ DATA_DIR: dir }).opsToken;
    expect(first.length).toBeGreaterThanOrEqual(24);
    expect(configFromEnv({ DATA_DIR: dir }).opsToken).toBe(first);
    expect(readFileSync(join(dir, 'ops-token'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'ops-token')).mode & 0o777).toBe(0o600);
  });

  it('reads the switches', () => {
    const c = configFromEnv({ DATA_DIR: dir, PORT: '9000', HOST: '127.0.0.1', OPS_TOKEN: 'a-long-enough-token', OPS_TEST_HOOKS: '1', RATE_LIMITS: '0', PAGE_DATA_BUDGET_MS: '3000' });
    expect(c).toMatchObject({ port: 9000, host: '127.0.0.1', opsToken: 'a-long-enough-token', opsTokenGenerated: false, testHooks: true, rateLimits: false, pageDataBudgetMs: 3000 });
    expect(configFromEnv({ DATA_DIR: dir })).not.toHaveProperty('pageDataBudgetMs');
  });

  it('bad values fail with a readable message', () => {
    expect(() => configFromEnv({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => configFromEnv({ DATA_DIR: dir, PORT: '70000' })).toThrow(/PORT/);
    expect(() => configFromEnv({ DATA_DIR: dir, OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
    expect(() => configFromEnv({ DATA_DIR: dir, PAGE_DATA_BUDGET_MS: 'soon' })).toThrow(/PAGE_DATA_BUDGET_MS/);
  });
});
