import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutBundleSchema } from '../../../src/api/endpoints/layouts/bundle';
import { formatLayout } from '../../../src/engine/format-layout';
import { opsHeaders, REPO, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const screenDefault = (id: string) => JSON.parse(readFileSync(join(REPO, 'layouts', 'screens', `${id}.json`), 'utf8')) as Record<string, unknown>;
const loginDefault = () => screenDefault('login');
const bundle = async (headers: Record<string, string> = {}) => t.app.inject({ url: '/wps/layouts', headers });
type Served = { description?: string; $schema?: string; initial?: { state?: { edit?: string } } };
const documentIn = async (id: string) => (JSON.parse((await bundle()).body) as { value: { documents: Record<string, Served> } }).value.documents[id];
/** Players' copies leave descriptions out, so an edit is marked in the screen's initial state. */
const editIn = async (id: string) => (await documentIn(id)).initial?.state?.edit;
const marked = <T extends object>(doc: T, edit: string, description = edit) => ({ ...doc, description, initial: { state: { edit } } });

describe('layout service and operator publishing', () => {
  it('serves every default document with an ETag, and 304 for a current copy', async () => {
    const res = await bundle();
    expect(res.statusCode).toBe(200);
    const parsed = layoutBundleSchema.parse(JSON.parse(res.body).value);
    expect('documents' in parsed && Object.keys(parsed.documents)).toEqual(expect.arrayContaining(['routes', 'chrome', 'login', 'home']));
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await bundle({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await bundle({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('refuses an invalid document with the JSON pointer of each issue, and changes nothing', async () => {
    const before = (await bundle()).headers.etag;
    const doc = { ...loginDefault(), root: { type: 'NoSuchWidget', props: {} }, chrome: 42 };
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: opsHeaders, payload: doc });
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.errorCode).toBe('layout.invalid');
    expect(body.data.issues.length).toBeGreaterThan(0);
    for (const issue of body.data.issues) expect(issue.pointer).toMatch(/^(\/|$)/);
    expect(body.data.issues.map((i: { pointer: string }) => i.pointer).join(' ')).toMatch(/\/(root|chrome)/);
    expect((await bundle()).headers.etag).toBe(before);
    const versions = await t.app.inject({ url: '/ops/layouts/login/versions', headers: opsHeaders });
    expect(JSON.parse(versions.body).value.versions).toEqual([]);
  });

  it('publishes valid versions, lists them, serves the newest and rolls back as a new version', async () => {
    const before = (await bundle()).headers.etag;
    const v1 = marked(screenDefault('set'), 'operator edit one');
    const v2 = marked(screenDefault('set'), 'operator edit two');
    const put1 = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: { ...opsHeaders, 'x-publish-note': 'first' }, payload: v1 });
    expect(put1.statusCode, put1.body).toBe(200);
    expect(JSON.parse(put1.body).value).toMatchObject({ id: 'set', version: 1, merchant: 'DEMO' });
    await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: v2 });
    const after = await bundle();
    expect(after.headers.etag).not.toBe(before);
    expect(await editIn('set')).toBe('operator edit two');
    expect(await documentIn('set')).not.toHaveProperty('description');
    expect(await documentIn('set')).not.toHaveProperty('$schema');

    const list = JSON.parse((await t.app.inject({ url: '/ops/layouts/set/versions', headers: opsHeaders })).body).value.versions;
    expect(list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list[1].note).toBe('first');

    const back = await t.app.inject({ method: 'POST', url: '/ops/layouts/set/rollback', headers: opsHeaders, payload: { version: 1 } });
    expect(JSON.parse(back.body).value).toMatchObject({ id: 'set', version: 3, restoredFrom: 1, merchant: 'DEMO' });
    expect(await editIn('set')).toBe('operator edit one');
    const missing = await t.app.inject({ method: 'POST', url: '/ops/layouts/set/rollback', headers: opsHeaders, payload: { version: 99 } });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a document whose id differs from the URL', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/home', headers: opsHeaders, payload: screenDefault('set') });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).errorCode).toMatch(/layout\.(idMismatch|invalid)/);
  });

  it('operator calls need the ops token', async () => {
    expect((await t.app.inject({ url: '/ops/layouts/login/versions' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/ops/layouts/login/versions', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
  });

  it('validates without publishing, and returns a stored version', async () => {
    const good = await t.app.inject({ method: 'POST', url: '/ops/layouts/validate', headers: opsHeaders, payload: screenDefault('set') });
    expect(JSON.parse(good.body).value).toMatchObject({ ok: true, issues: [] });
    const bad = await t.app.inject({ method: 'POST', url: '/ops/layouts/validate', headers: opsHeaders, payload: { ...screenDefault('set'), root: 7 } });
    const verdict = JSON.parse(bad.body).value;
    expect(verdict.ok).toBe(false);
    expect(verdict.issues[0].pointer).toMatch(/^\/root/);
    expect(JSON.parse((await t.app.inject({ url: '/ops/layouts/set/versions', headers: opsHeaders })).body).value.versions).toHaveLength(3);
    const v1 = JSON.parse((await t.app.inject({ url: '/ops/layouts/set/versions/1', headers: opsHeaders })).body).value;
    expect(v1.document.description).toBe('operator edit one');
    expect((await t.app.inject({ url: '/ops/layouts/set/versions/42', headers: opsHeaders })).statusCode).toBe(404);
  });

  it('stores what it publishes in the canonical form: a version reads back in the formatter\'s key order', async () => {
    const { root, kind, id, ...rest } = marked(screenDefault('set'), 'keys out of order');
    const shuffled = { root, ...rest, id, kind };
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: shuffled });
    const { version } = JSON.parse(res.body).value as { version: number };
    const stored = JSON.parse((await t.app.inject({ url: `/ops/layouts/set/versions/${version}`, headers: opsHeaders })).body).value.document as Record<string, unknown>;
    expect(stored).toEqual(shuffled);
    expect(Object.keys(stored)).toEqual(Object.keys(JSON.parse(formatLayout(shuffled)) as object));
    expect(Object.keys(stored).slice(0, 4)).toEqual(['$schema', 'schemaVersion', 'kind', 'id']);
    expect(Object.keys(stored).at(-1)).toBe('root');
  });

  it('DELETE drops the override so the repo default applies again; versions are kept', async () => {
    const edited = marked(screenDefault('home'), 'operator home');
    await t.app.inject({ method: 'PUT', url: '/ops/layouts/home', headers: opsHeaders, payload: edited });
    expect(await editIn('home')).toBe('operator home');
    const etag = (await bundle()).headers.etag;
    const del = await t.app.inject({ method: 'DELETE', url: '/ops/layouts/home', headers: opsHeaders });
    expect(del.statusCode, del.body).toBe(200);
    expect(JSON.parse(del.body).value).toEqual({ id: 'home', merchant: 'DEMO', removed: true, version: 2 });
    expect(await editIn('home')).toBeUndefined();
    expect((await bundle()).headers.etag).not.toBe(etag);
    const versions = JSON.parse((await t.app.inject({ url: '/ops/layouts/home/versions', headers: opsHeaders })).body).value.versions;
    expect(versions.map((v: { version: number; note: string }) => [v.version, v.note])).toEqual([[2, 'override removed'], [1, '']]);
    expect((await t.app.inject({ url: '/ops/layouts/home/versions/2', headers: opsHeaders })).statusCode).toBe(404);
    expect(JSON.parse((await t.app.inject({ method: 'DELETE', url: '/ops/layouts/home', headers: opsHeaders })).body).errorCode).toBe('layout.noOverride');
    // The removed edit can still be brought back.
    await t.app.inject({ method: 'POST', url: '/ops/layouts/home/rollback', headers: opsHeaders, payload: { version: 1 } });
    expect(await editIn('home')).toBe('operator home');
  });

  it('?merchant=CODE keeps overrides apart per merchant; unknown or malformed codes are refused', async () => {
    const trialEdit = marked(screenDefault('login'), 'trial login');
    const put = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login?merchant=DEMOTRIAL', headers: opsHeaders, payload: trialEdit });
    expect(JSON.parse(put.body).value).toMatchObject({ id: 'login', version: 1, merchant: 'DEMOTRIAL' });
    expect(await editIn('login')).toBeUndefined();
    expect(JSON.parse((await t.app.inject({ url: '/ops/layouts/login/versions', headers: opsHeaders })).body).value.versions).toEqual([]);
    expect(JSON.parse((await t.app.inject({ url: '/ops/layouts/login/versions?merchant=DEMOTRIAL', headers: opsHeaders })).body).value.versions).toHaveLength(1);
    const unknown = await t.app.inject({ url: '/ops/layouts/login/versions?merchant=NOSUCH', headers: opsHeaders });
    expect([unknown.statusCode, JSON.parse(unknown.body).errorCode]).toEqual([404, 'merchant.notFound']);
    const bad = await t.app.inject({ url: '/ops/layouts/login/versions?merchant=bad code', headers: opsHeaders });
    expect([bad.statusCode, JSON.parse(bad.body).message]).toEqual([400, expect.stringContaining('merchant')]);
  });

  it('bad input is a clear 400 and stores nothing', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['PUT', '/ops/layouts/login', [1, 2], /layout document/],
      ['PUT', '/ops/layouts/9bad', screenDefault('login'), /id/],
      ['GET', '/ops/layouts/login/versions/zero', undefined, /version/],
      ['GET', '/ops/layouts/login/versions/-1', undefined, /version/],
      ['POST', '/ops/layouts/set/rollback', { version: 'one' }, /version/],
      ['POST', '/ops/layouts/set/rollback', {}, /version/],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: opsHeaders, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.parse(res.body).message, url).toMatch(message);
    }
    expect(JSON.parse((await t.app.inject({ url: '/ops/layouts/login/versions', headers: opsHeaders })).body).value.versions).toEqual([]);
  });
});

describe('publish-time lint', () => {
  it('refuses what the app would silently hide (unknown call, text key, route, event) with pointers; nothing changes', async () => {
    const before = (await bundle()).headers.etag;
    const doc = {
      ...screenDefault('set'),
      queries: { x: { call: 'content.nothing' } },
      root: {
        type: 'Stack',
        children: [
          { type: 'Text', props: { text: 't:no_such_key' } },
          { type: 'Button', props: { label: 't:common_ok' }, on: { press: [{ do: 'navigate', to: '/m/nowhere' }] } },
        ],
      },
    };
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: doc });
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(['layout.invalid', 'layout.lint']).toContain(body.errorCode);
    const messages = body.data.issues.map((i: { pointer: string; message: string }) => `${i.pointer}: ${i.message}`).join('\n');
    expect(messages).toMatch(/\/queries\/x\/call/);
    expect(messages).toContain('/root/children/0/props/text: unknown text key "no_such_key"');
    expect(messages).toContain('/root/children/1/on/press/0/to: no route matches "/m/nowhere"');
    expect((await bundle()).headers.etag).toBe(before);
  });

  it('refuses a routes document whose guards can send players round in circles, naming the loop', async () => {
    const before = (await bundle()).headers.etag;
    const routes = JSON.parse(readFileSync(join(REPO, 'layouts', 'routes.json'), 'utf8')) as { routes: Record<string, unknown>[] };
    routes.routes = routes.routes.map((entry) =>
      entry.path === '/m/home' ? { ...entry, when: { var: 'member.loggedIn' }, redirect: '/m/login' } : entry.path === '/m/login' ? { ...entry, when: { var: 'member.loggedIn' }, redirect: '/m/home' } : entry,
    );
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/routes', headers: opsHeaders, payload: routes });
    expect(res.statusCode).toBe(400);
    const messages = JSON.parse(res.body).data.issues.map((i: { pointer: string; message: string }) => `${i.pointer}: ${i.message}`).join('\n');
    expect(messages).toMatch(/redirect: the redirects loop for a guest: \/m\/home → \/m\/login → \/m\/home/);
    expect((await bundle()).headers.etag).toBe(before);
  });

  it('refuses a loop that only one language or one template parameter meets, pointing at both routes', async () => {
    const before = (await bundle()).headers.etag;
    const routes = JSON.parse(readFileSync(join(REPO, 'layouts', 'routes.json'), 'utf8')) as { routes: Record<string, unknown>[] };
    const homeAt = routes.routes.findIndex((entry) => entry.path === '/m/home');
    const loginAt = routes.routes.findIndex((entry) => entry.path === '/m/login');
    routes.routes[homeAt] = { ...routes.routes[homeAt], when: { '!=': [{ var: 'lang' }, 'EN'] }, redirect: '/m/login' };
    routes.routes[loginAt] = { ...routes.routes[loginAt], when: { '!=': [{ var: 'template.promo_theme' }, 'dark'] }, redirect: '/m/home' };
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/routes', headers: opsHeaders, payload: routes });
    expect(res.statusCode).toBe(400);
    const issues = JSON.parse(res.body).data.issues as { pointer: string; message: string }[];
    const loops = issues.filter((i) => i.message.includes('redirects loop'));
    expect(loops.map((i) => i.pointer).sort()).toEqual([`/routes/${homeAt}/redirect`, `/routes/${loginAt}/redirect`].sort());
    expect(loops[0].message).toMatch(/lang = "EN"/);
    expect(loops[0].message).toMatch(/template.promo_theme = "dark"/);
    expect((await bundle()).headers.etag).toBe(before);
  });

  it('refuses hostile documents with a 400 and a pointer, never a 500, and changes nothing', async () => {
    const before = (await bundle()).headers.etag;
    // Built as text: the test's own JSON.stringify would overflow on these, as the validator used to.
    const deep = '{"type":"Stack","children":['.repeat(1000) + '{"type":"Text","props":{"text":"t:common_ok"}}' + ']}'.repeat(1000);
    const rule = '{"type":"Stack","when":' + '{"!":'.repeat(5000) + '{"var":"member.loggedIn"}' + '}'.repeat(5000) + '}';
    const many = JSON.stringify({ type: 'Stack', children: Array.from({ length: 2500 }, () => ({ type: 'Text', props: { text: 't:common_ok' } })) });
    const shell = JSON.stringify({ ...screenDefault('set'), root: '@ROOT@' });
    for (const root of [deep, rule, many]) {
      const payload = shell.replace('"@ROOT@"', root);
      const headers = { ...opsHeaders, 'content-type': 'application/json' };
      const put = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers, payload });
      expect(put.statusCode, put.body.slice(0, 200)).toBe(400);
      expect(JSON.parse(put.body).data.issues[0].pointer).toMatch(/^\/root/);
      const check = await t.app.inject({ method: 'POST', url: '/ops/layouts/validate', headers, payload });
      expect(check.statusCode, check.body.slice(0, 200)).toBe(200);
      expect(JSON.parse(check.body).value.ok).toBe(false);
    }
    expect((await bundle()).headers.etag).toBe(before);
  });

  it('refuses 100,000 nodes and a 10 MB document with a clear error, and changes nothing', async () => {
    const before = (await bundle()).headers.etag;
    const headers = { ...opsHeaders, 'content-type': 'application/json' };
    const node = '{"type":"Text","props":{"text":"t:common_ok"}}';
    const hundredThousand = JSON.stringify({ ...screenDefault('set'), root: '@ROOT@' })
      .replace('"@ROOT@"', `{"type":"Stack","children":[${Array.from({ length: 100_000 }, () => node).join(',')}]}`);
    const tenMegabytes = JSON.stringify({ ...screenDefault('set'), description: 'x'.repeat(10 * 1024 * 1024) });
    for (const [name, payload] of [['100,000 nodes', hundredThousand], ['10 MB', tenMegabytes]] as const) {
      const put = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers, payload });
      // Over the 1 MB body limit, both are refused before any parsing: nothing is built in memory.
      expect({ name, status: put.statusCode, body: JSON.parse(put.body) }).toEqual({
        name, status: 413, body: { success: false, errorCode: 'content.tooLarge', message: 'The request body is too large (at most 1024 KB)' },
      });
    }
    expect((await bundle()).headers.etag).toBe(before);
  });

  it('publishes with warnings for links to routes whose screen is not published yet', async () => {
    // An operator adds a route first and its screen later: links to it in between are dead, and said so.
    const routes = JSON.parse(readFileSync(join(REPO, 'layouts', 'routes.json'), 'utf8')) as { routes: Record<string, unknown>[] };
    routes.routes.push({ path: '/m/comingSoon', screen: 'comingSoon' });
    expect((await t.app.inject({ method: 'PUT', url: '/ops/layouts/routes', headers: opsHeaders, payload: routes })).statusCode).toBe(200);
    try {
      const doc = { ...screenDefault('set'), root: { type: 'MenuItem', props: { label: 't:common_ok', to: '/m/comingSoon' } } };
      const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: doc });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body).value.warnings).toEqual([
        { pointer: '/root/props/to', message: '"/m/comingSoon" has a route but its screen "comingSoon" has no document yet (a dead link until it is published)' },
      ]);
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/ops/layouts/set', headers: opsHeaders });
      await t.app.inject({ method: 'DELETE', url: '/ops/layouts/routes', headers: opsHeaders });
    }
  });
});

describe('document ids', () => {
  it('refuses a document under an id nothing refers to; accepts it once a route names it', async () => {
    const orphan = { ...screenDefault('set'), id: 'orphanPage' };
    const refused = await t.app.inject({ method: 'PUT', url: '/ops/layouts/orphanPage', headers: opsHeaders, payload: orphan });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ errorCode: 'layout.unknownId', data: { issues: [{ pointer: '/id' }] } });
    const routes = JSON.parse(readFileSync(join(REPO, 'layouts', 'routes.json'), 'utf8')) as { routes: Record<string, unknown>[] };
    routes.routes.push({ path: '/m/orphan', screen: 'orphanPage' });
    expect((await t.app.inject({ method: 'PUT', url: '/ops/layouts/routes', headers: opsHeaders, payload: routes })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/ops/layouts/orphanPage', headers: opsHeaders, payload: orphan })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/ops/layouts/orphanPage', headers: opsHeaders });
    await t.app.inject({ method: 'DELETE', url: '/ops/layouts/routes', headers: opsHeaders });
  });
});

describe('templates in the served bundle', () => {
  it('the shipped screens come expanded: no template use and no templates document reaches a player', async () => {
    const { documents } = JSON.parse((await bundle()).body).value as { documents: Record<string, unknown> };
    const body = JSON.stringify(documents);
    expect(body).not.toContain('"use":');
    expect(body).not.toContain('{"param":');
    expect(Object.values(documents).some((doc) => (doc as { kind: string }).kind === 'templates')).toBe(false);
    // The lobby's game tiles are the gameTile template's node.
    expect(JSON.stringify(documents.lobby)).toContain('"type":"GameTile","size":"sm","on":{"press":[{"do":"run","list":"launchGame"');
  });
});

describe('publishing templates', () => {
  const templatesDoc = (node: unknown) => ({
    $schema: '../../schemas/templates.schema.json', schemaVersion: '1.0', kind: 'templates', id: 'opsCards',
    templates: { noticeLine: { params: { text: { type: 'text' } }, node } },
  });
  const setWith = (use: unknown) => ({ ...screenDefault('set'), root: { type: 'Stack', children: [use] } });

  it('refuses a use of an unknown template, or with a wrong argument, at its pointer; nothing changes', async () => {
    const before = (await bundle()).headers.etag;
    const unknown = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: setWith({ use: 'noSuchCard' }) });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body).data.issues).toContainEqual({ pointer: '/root/children/0/use', message: expect.stringMatching(/^unknown template "noSuchCard"/) });
    const wrong = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: setWith({ use: 'emptyState', with: { icon: 'grid' } }) });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.parse(wrong.body).data.issues).toContainEqual({ pointer: '/root/children/0/with', message: 'template "emptyState" needs "text" (text: a text key (t:…) or a binding)' });
    expect((await bundle()).headers.etag).toBe(before);
  });

  it('publishes a templates document, refusing a node the schemas refuse at its pointer; a screen may then use it', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/ops/layouts/opsCards', headers: opsHeaders, payload: templatesDoc({ type: 'Text', props: { text: { param: 'text' }, variant: 'shouting' } }) });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).data.issues.map((i: { pointer: string }) => i.pointer)).toContain('/templates/noticeLine/node/props/variant');
    const good = await t.app.inject({ method: 'PUT', url: '/ops/layouts/opsCards', headers: opsHeaders, payload: templatesDoc({ type: 'Text', props: { text: { param: 'text' }, variant: 'muted' } }) });
    expect(good.statusCode, good.body).toBe(200);
    const used = await t.app.inject({ method: 'PUT', url: '/ops/layouts/set', headers: opsHeaders, payload: setWith({ use: 'noticeLine', with: { text: 't:common_ok' } }) });
    expect(used.statusCode, used.body).toBe(200);
    // Players get the screen as the app renders it: the use expanded, the templates document not sent.
    expect(await documentIn('opsCards')).toBeUndefined();
    expect(JSON.stringify(await documentIn('set'))).toContain('{"type":"Text","text":"t:common_ok","variant":"muted"}');
    expect(JSON.stringify(await documentIn('set'))).not.toContain('"use"');
    await t.app.inject({ method: 'DELETE', url: '/ops/layouts/set', headers: opsHeaders });
  });
});
