import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setBaseUrl } from '../../../src/api/client';
import type { CallEnv, EndpointDefinition } from '../../../src/api/endpoint';
import { findEndpoint, loadEndpoints } from '../../../src/api/endpoint-registry';
import { endpoints } from '../../../src/api/endpoints/index';
import { getGameList } from '../../../src/api/endpoints/games/list';
import { isApiError } from '../../../src/api/errors';
import { callJsonSchema } from '../../../src/engine/json-schema/call';
import { useLiveServer } from '../live-server';

const ENDPOINTS_DIR = resolve(import.meta.dirname, '..', '..', '..', 'src', 'api', 'endpoints');
/** Helpers of the folder that are not calls. */
const NOT_CALLS = new Set(['schemas.ts', 'encrypted-call.ts', 'index.ts']);
const AREAS = ['affiliate', 'agent', 'content', 'funds', 'games', 'layouts', 'lottery', 'mall', 'member', 'messages', 'rain', 'reports', 'rewards', 'session', 'system', 'verification', 'vip', 'wallet'];
const EFFECTS = ['wallet', 'member', 'rank', 'session', 'whitelabel', 'status', 'signIn', 'signOut'];

/** Every call file of src/api/endpoints, relative and with forward slashes ("games/list.ts"). */
const callFiles = (readdirSync(ENDPOINTS_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !NOT_CALLS.has(file.split(sep).pop()!))
  .map((file) => file.split(sep).join('/'))
  .sort();

const isDefinition = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && typeof (value as { run?: unknown }).run === 'function' && typeof (value as { name?: unknown }).name === 'string';

/** The definitions each call file exports, by file. */
async function definitionsByFile(): Promise<Map<string, EndpointDefinition[]>> {
  const found = new Map<string, EndpointDefinition[]>();
  for (const file of callFiles) {
    const module = (await import(join(ENDPOINTS_DIR, file))) as Record<string, unknown>;
    found.set(file, Object.values(module).filter(isDefinition));
  }
  return found;
}

/** Area a file's calls belong to: its folder; the top-level captcha call is a system call. */
const areaOf = (file: string) => (file.includes('/') ? file.split('/')[0] : 'system');

const byName = new Map(endpoints.map((endpoint) => [endpoint.name, endpoint]));
const env: CallEnv = { language: 'EN', merchantCode: 'DEMO' };

describe('endpoint registry: shape', () => {
  it('names are unique and read area.camelCaseName', () => {
    const names = endpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(new RegExp(`^(${AREAS.join('|')})\\.[a-z][A-Za-z0-9]*$`));
  });

  it('every call file contributes its definitions, in its own area, and the registry holds nothing else', async () => {
    const byFile = await definitionsByFile();
    const listed = new Set(endpoints);
    const exported: EndpointDefinition[] = [];
    for (const [file, definitions] of byFile) {
      expect(definitions.length, `${file} defines no endpoint`).toBeGreaterThan(0);
      // One definition per call of the file: every call takes the caller's CallOptions.
      const calls = readFileSync(join(ENDPOINTS_DIR, file), 'utf8').match(/^export (?:async )?function \w+\([^]*?callOptions\?: CallOptions\)/gm) ?? [];
      expect(definitions.length, `${file}: definitions vs calls`).toBe(calls.length);
      for (const definition of definitions) {
        expect(listed.has(definition), `${definition.name} (${file}) is not in src/api/endpoints/index.ts`).toBe(true);
        expect(definition.name.split('.')[0], `${definition.name} is in ${file}`).toBe(areaOf(file));
      }
      exported.push(...definitions);
    }
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.length).toBe(endpoints.length);
  });

  it('the lazy registry finds every call by name', async () => {
    expect((await loadEndpoints()).size).toBe(endpoints.length);
    expect(await findEndpoint('games.list')).toBe(byName.get('games.list'));
    expect(await findEndpoint('games.nope')).toBeUndefined();
  });

  it('every params schema is a strict object: an unknown key is refused', () => {
    for (const endpoint of endpoints) {
      expect((endpoint.params as unknown as { _zod: { def: { type: string } } })._zod.def.type, endpoint.name).toBe('object');
      const result = endpoint.params.safeParse({ notAParam: 1 });
      expect(result.success, endpoint.name).toBe(false);
      expect(result.error?.issues.some((issue) => issue.code === 'unrecognized_keys'), endpoint.name).toBe(true);
    }
  });

  it('paged calls take their page params, and only calls with page answers are paged', () => {
    const paged = endpoints.filter((e) => e.paged).map((e) => e.name).sort();
    expect(paged).toEqual([
      'agent.subordinates', 'games.favouriteIds', 'games.favouriteList', 'games.list', 'games.recentList', 'mall.pointMovements', 'mall.redemptions',
      'messages.inbox', 'rain.history', 'reports.bets', 'reports.teamBets', 'reports.teamProfitLoss', 'rewards.list',
    ]);
    for (const endpoint of endpoints.filter((e) => e.paged)) {
      const { pageParam, sizeParam } = endpoint.paged!;
      expect(endpoint.params.safeParse({ [pageParam]: 2, [sizeParam]: 10 }).success, endpoint.name).toBe(true);
      expect(endpoint.params.safeParse({ [pageParam]: 0 }).success, `${endpoint.name} page 0`).toBe(false);
    }
  });

  it('descriptions are one line, effects are known ones', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.description.trim().length, endpoint.name).toBeGreaterThan(10);
      expect(endpoint.description, endpoint.name).not.toMatch(/\n/);
      if (endpoint.effect) expect(EFFECTS, endpoint.name).toContain(endpoint.effect);
    }
    const effects = Object.fromEntries(endpoints.filter((e) => e.effect).map((e) => [e.name, e.effect]));
    expect(effects).toEqual({
      'member.info': 'member', 'member.rankProgress': 'rank', 'member.register': 'signIn', 'member.registerMobile': 'signIn', 'member.trialUser': 'signIn', 'rain.grab': 'wallet',
      'session.freePlay': 'signIn', 'session.login': 'signIn', 'session.logout': 'signOut', 'session.renew': 'session',
      'system.status': 'status', 'system.whitelabel': 'whitelabel', 'wallet.balance': 'wallet',
      // A claim or a cash voucher changes the balance: the header follows the answer's sumBalance.
      'mall.redeem': 'wallet', 'rewards.claim': 'wallet', 'rewards.claimAll': 'wallet',
    });
  });

  it('params refuse what the contract refuses and take what layouts and forms hold', () => {
    const params = (name: string, value: unknown) => byName.get(name)!.params.safeParse(value);
    expect(params('games.list', { pageSize: 101 }).success).toBe(false);
    expect(params('content.notices', { types: ['B'] }).success).toBe(false);
    expect(params('content.feedback', { content: 'x'.repeat(20), type: 5, captcha: '1', captchaId: 'c' }).success).toBe(false);
    expect(params('content.feedback', { content: 'x'.repeat(20), type: '6', captcha: '1', captchaId: 'c' })).toMatchObject({ success: true, data: { type: 6 } });
    // Ids and amounts also arrive as text (route queries, text fields).
    expect(params('content.promotionDetail', { id: '12' })).toMatchObject({ success: true, data: { id: 12 } });
    expect(params('content.promotionDetail', { id: '1.5' }).success).toBe(false);
    expect(params('funds.deposit', { channelId: 'bank', amount: '100.50' })).toMatchObject({ success: true, data: { amount: 100.5 } });
    expect(params('funds.deposit', { channelId: 'bank', amount: 1.234 }).success).toBe(false);
    expect(params('games.launch', {}).success).toBe(false);
    expect(params('games.launch', { nodeId: 3 }).success).toBe(true);
    expect(params('content.requestReward', { promotionId: 4, pictures: [new Blob(['x'], { type: 'image/png' })] }).success).toBe(true);
    expect(params('content.requestReward', { promotionId: 4, pictures: ['not a file'] }).success).toBe(false);
  });

  it('every call and its params publish as JSON Schema (call.schema.json)', () => {
    const schema = callJsonSchema(endpoints) as { properties: { call: { enum: string[] } }; $defs: Record<string, unknown> };
    expect(schema.properties.call.enum).toEqual(endpoints.map((e) => e.name).sort((a, b) => a.localeCompare(b)));
    for (const endpoint of endpoints) expect(schema.$defs[endpoint.name], endpoint.name).toBeDefined();
  });
});

/**
 * A slow network in front of the real server: each request waits `delayMs` before it is passed on
 * (a request whose client went away is dropped). `received` resolves when a request arrived.
 */
async function slowProxy(target: string, delayMs: number) {
  let arrived: () => void = () => {};
  const received = new Promise<void>((resolve) => (arrived = resolve));
  const proxy = createServer((req, res) => {
    arrived();
    const timer = setTimeout(async () => {
      try {
        const answer = await fetch(`${target}${req.url}`, { method: req.method, headers: { accept: 'application/json' } });
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        res.destroy();
      }
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    received,
    close: () => {
      proxy.closeAllConnections();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

describe('endpoint registry: calls by name against the reference server', () => {
  const server = useLiveServer();

  it('games.list with pageNo 1 and pageSize 3 answers one page of games', async () => {
    const page = (await byName.get('games.list')!.run({ pageNo: 1, pageSize: 3 }, env)) as { games: unknown[]; pageNum: number; pageSize: number; totalPages: number };
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(3);
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.length).toBeLessThanOrEqual(3);
    expect(page.totalPages).toBeGreaterThan(1);
  });

  it('content.helpCenter with no params answers the help items', async () => {
    const items = (await byName.get('content.helpCenter')!.run({}, env)) as { id: number; title: string; content: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.any(String) });
  });

  it('aborting the env signal of a slow call fails it with kind "cancelled"; a timeout stays kind "timeout"', async () => {
    const proxy = await slowProxy(server.url, 5_000);
    setBaseUrl(proxy.url);
    try {
      const controller = new AbortController();
      const pending = byName.get('games.list')!.run({ pageNo: 1, pageSize: 3 }, { ...env, signal: controller.signal }).then(() => null, (error: unknown) => error);
      await proxy.received;
      controller.abort();
      const error = await pending;
      expect(isApiError(error)).toBe(true);
      expect(error).toMatchObject({ kind: 'cancelled', message: 'The request was cancelled' });

      const late = await getGameList({ pageNo: 1, pageSize: 3 }, { timeoutMs: 50 }).then(() => null, (e: unknown) => e);
      expect(isApiError(late) && late.kind).toBe('timeout');
    } finally {
      setBaseUrl(server.url);
      await proxy.close();
    }
  });
});
