import { describe, expect, test } from 'vitest';
import { buildContext, memberContext, VISITOR } from '../../src/engine/build-context';

describe('buildContext defaults', () => {
  test('an empty partial gives every documented default', () => {
    expect(buildContext()).toEqual({
      flags: {},
      template: {},
      member: { loggedIn: false, type: 4, isAgent: false, isTrial: false, isReal: false, name: '' },
      route: { path: '/m/home', query: {}, params: {} },
      device: { ios: false, android: false, safari: false, pwa: false, app: false, webclip: false, iosVersion: 0 },
      lang: 'CN',
      form: {},
      state: {},
      data: {},
    });
  });

  test('given parts are kept and missing sub-fields take defaults', () => {
    const ctx = buildContext({
      flags: { CBS3: true },
      route: { path: '/m/login' },
      device: { ios: true },
      member: { loggedIn: true, type: 0 },
      lang: 'EN',
    });
    expect(ctx.flags).toEqual({ CBS3: true });
    expect(ctx.route).toEqual({ path: '/m/login', query: {}, params: {} });
    expect(ctx.device).toEqual({ ios: true, android: false, safari: false, pwa: false, app: false, webclip: false, iosVersion: 0 });
    expect(ctx.member).toEqual({ ...VISITOR, loggedIn: true, type: 0 });
    expect(ctx.lang).toBe('EN');
  });

  test('copies the parts so later changes to the inputs do not leak in', () => {
    const form = { username: 'a' };
    const ctx = buildContext({ form });
    form.username = 'b';
    expect(ctx.form.username).toBe('a');
  });
});

describe('memberContext', () => {
  test.each([
    // session type, expected flags
    [0, { type: 0, isAgent: false, isTrial: false, isReal: true }],
    [1, { type: 1, isAgent: true, isTrial: false, isReal: true }],
    [2, { type: 2, isAgent: true, isTrial: false, isReal: true }],
    [4, { type: 4, isAgent: false, isTrial: true, isReal: false }],
    [40, { type: 40, isAgent: false, isTrial: false, isReal: false }],
    [41, { type: 41, isAgent: true, isTrial: false, isReal: false }],
    ['0', { type: 0, isAgent: false, isTrial: false, isReal: true }],
  ])('session type %j', (type, expected) => {
    expect(memberContext({ type, userName: 'u' }, null)).toMatchObject({ loggedIn: true, ...expected });
  });

  test('no session is a visitor even when member info lingers', () => {
    expect(memberContext(null, { type: 0, nickname: 'Demo Player' })).toEqual(VISITOR);
  });

  test('unknown type defaults to 4 (trial)', () => {
    expect(memberContext({ userName: 'u' }, null)).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    expect(memberContext({ type: null }, { type: 'x' })).toMatchObject({ type: 4 });
  });

  test('falls back to the member info type when the session has none', () => {
    expect(memberContext({ userName: 'u' }, { type: 1 })).toMatchObject({ type: 1, isAgent: true });
  });

  test.each([
    [{ nickname: 'Demo Player', account: 'acc', userName: 'demo' }, 'Demo Player'],
    [{ nickname: '', account: 'acc', userName: 'demo' }, 'acc'],
    [{ nickname: null, account: null, userName: 'demo' }, 'demo'],
    [null, 'session-user'],
  ])('display name from %j -> %s', (member, name) => {
    expect(memberContext({ type: 0, userName: 'session-user' }, member).name).toBe(name);
  });
});

describe('the context declaration (context.ts)', () => {
  test('gives the defaults the runtime starts from: its parse of nothing is buildContext()', async () => {
    const { evalContextSchema } = await import('../../src/engine/context');
    expect(evalContextSchema.parse({})).toEqual(buildContext());
  });
});

describe('the meaning of each context name (context-meanings.ts)', () => {
  test('every name the declaration has is explained, and nothing else', async () => {
    const { evalContextSchema, scopedContextSchema } = await import('../../src/engine/context');
    const { CONTEXT_MEANINGS } = await import('../../src/engine/context-meanings');
    const { contextLeaves } = await import('../../src/engine/json-schema/context');
    const names = [...contextLeaves(evalContextSchema), ...contextLeaves(scopedContextSchema)].map((leaf) => leaf.path).sort();
    expect(Object.keys(CONTEXT_MEANINGS).sort()).toEqual(names);
    for (const name of names) expect(CONTEXT_MEANINGS[name].length, name).toBeGreaterThan(10);
  });
});
