import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, REPO, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const repoLogin = () => JSON.parse(readFileSync(join(REPO, 'layouts', 'screens', 'login.json'), 'utf8')) as Record<string, unknown>;
/** The login screen with another gap between its sections: a change players would see. */
const withGap = (gap: number) => { const doc = repoLogin() as { root: Record<string, unknown> }; doc.root.gap = gap; return doc; };
const gapOf = (doc: unknown) => (doc as { root: { gap: number } }).root.gap;
const body = (res: { body: string }) => JSON.parse(res.body) as { success: boolean; errorCode?: string; value: Record<string, unknown>; data?: Record<string, unknown> };

async function signIn(username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/ops/session', payload: { username, password } });
  return { cookie: String(res.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': String(body(res).value.csrf) };
}

describe('studio documents and drafts', () => {
  it('lists every document with its kind, published version and draft; opens one with the repo default beside it', async () => {
    const editor = await signIn('editor', 'editor12345');
    const list = body(await t.app.inject({ url: '/ops/documents', headers: { cookie: editor.cookie } })).value.list as { id: string; kind: string; version: number; draft: unknown }[];
    const kinds = new Set(list.map((d) => d.kind));
    for (const kind of ['screen', 'fragment', 'routes', 'chrome', 'actions', 'templates']) expect(kinds).toContain(kind);
    expect(list.find((d) => d.id === 'login')).toMatchObject({ kind: 'screen', version: 0, draft: null });
    const one = body(await t.app.inject({ url: '/ops/documents/login', headers: { cookie: editor.cookie } })).value;
    expect(one).toMatchObject({ id: 'login', version: 0, draft: null });
    expect(one.document).toEqual(repoLogin());
    expect(one.repoDefault).toEqual(repoLogin());
    expect((await t.app.inject({ url: '/ops/documents/nothingHere', headers: { cookie: editor.cookie } })).statusCode).toBe(404);
  });

  it('an editor saves a draft that survives (and players never see); a publisher publishes it with a note, and the draft is gone', async () => {
    const editor = await signIn('editor', 'editor12345');
    const draft = withGap(4);
    const saved = await t.app.inject({ method: 'PUT', url: '/ops/drafts/login', headers: editor, payload: { document: draft, baseVersion: 0 } });
    expect(saved.statusCode).toBe(200);
    const reopened = body(await t.app.inject({ url: '/ops/documents/login', headers: { cookie: editor.cookie } })).value;
    expect(reopened.draft).toMatchObject({ document: draft, baseVersion: 0, updatedBy: 'editor' });
    const players = body(await t.app.inject({ url: '/wps/layouts' })).value.documents as Record<string, unknown>;
    expect(gapOf(players.login)).toBe(20);

    const asEditor = await t.app.inject({ method: 'POST', url: '/ops/drafts/login/publish', headers: editor, payload: { note: 'no' } });
    expect([asEditor.statusCode, body(asEditor).errorCode]).toEqual([403, 'ops.role']);
    const publisher = await signIn('publisher', 'publisher12345');
    const published = await t.app.inject({ method: 'POST', url: '/ops/drafts/login/publish', headers: publisher, payload: { note: 'new title' } });
    expect(published.statusCode).toBe(200);
    expect(body(published).value).toMatchObject({ id: 'login', version: 1 });
    const after = body(await t.app.inject({ url: '/ops/documents/login', headers: { cookie: editor.cookie } })).value;
    expect(after).toMatchObject({ version: 1, draft: null });
    const audit = body(await t.app.inject({ url: '/ops/audit?document=login', headers: { cookie: editor.cookie } })).value.list as { actor: string; note: string }[];
    expect(audit[0]).toMatchObject({ actor: 'publisher', note: 'new title' });
  });

  it('a draft with schema or lint errors is refused at publish with every pointer, and kept', async () => {
    const publisher = await signIn('publisher', 'publisher12345');
    const broken = { ...repoLogin(), root: { type: 'NoSuchWidget' } };
    await t.app.inject({ method: 'PUT', url: '/ops/drafts/login?merchant=DEMO', headers: publisher, payload: { document: broken, baseVersion: 1 } });
    const refused = await t.app.inject({ method: 'POST', url: '/ops/drafts/login/publish', headers: publisher, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect((body(refused).data!.issues as { pointer: string }[]).some((i) => i.pointer.startsWith('/root'))).toBe(true);
    expect(body(await t.app.inject({ url: '/ops/documents/login', headers: { cookie: publisher.cookie } })).value.draft).not.toBeNull();
  });

  it('a draft made from an older version than the one now published is refused with 409 and both changes', async () => {
    const publisher = await signIn('publisher', 'publisher12345');
    const mine = withGap(6);
    await t.app.inject({ method: 'PUT', url: '/ops/drafts/login', headers: publisher, payload: { document: mine, baseVersion: 1 } });
    // Someone else publishes version 2 meanwhile.
    const theirs = withGap(8);
    expect((await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: opsHeaders, payload: theirs })).statusCode).toBe(200);
    const conflict = await t.app.inject({ method: 'POST', url: '/ops/drafts/login/publish', headers: publisher, payload: { note: 'mine' } });
    expect([conflict.statusCode, body(conflict).errorCode]).toEqual([409, 'layout.conflict']);
    const sides = body(conflict).data!;
    expect([sides.baseVersion, sides.currentVersion]).toEqual([1, 2]);
    expect([gapOf(sides.base), gapOf(sides.current), gapOf(sides.yours)]).toEqual([4, 8, 6]);
    // The same rule for the API: X-Base-Version names the version a change was made from.
    const stale = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: { ...opsHeaders, 'x-base-version': '1' }, payload: mine });
    expect(stale.statusCode).toBe(409);
    const fresh = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: { ...opsHeaders, 'x-base-version': '2' }, payload: mine });
    expect(body(fresh).value).toMatchObject({ version: 3 });
  });

  it('drafts need a signed-in operator and the CSRF token; a base version that does not exist is refused', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/ops/drafts/login', payload: { document: repoLogin(), baseVersion: 0 } })).statusCode).toBe(401);
    const editor = await signIn('editor', 'editor12345');
    const noCsrf = await t.app.inject({ method: 'PUT', url: '/ops/drafts/login', headers: { cookie: editor.cookie }, payload: { document: repoLogin(), baseVersion: 0 } });
    expect(body(noCsrf).errorCode).toBe('ops.csrf');
    const future = await t.app.inject({ method: 'PUT', url: '/ops/drafts/login', headers: editor, payload: { document: repoLogin(), baseVersion: 99 } });
    expect(future.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/ops/drafts/home', headers: editor })).statusCode).toBe(404);
  });
});

describe('preview sessions', () => {
  it("a member type's preview account is the studio's own; a player who took its name is never signed in as", async () => {
    const editor = await signIn('editor', 'editor12345');
    const first = await t.app.inject({ method: 'POST', url: '/ops/preview/session', headers: editor, payload: { memberType: 2 } });
    expect(body(first).value).toMatchObject({ userName: 'studio_preview_2', type: 2, merchantCode: 'DEMO', firstTimeLogin: false });
    const again = await t.app.inject({ method: 'POST', url: '/ops/preview/session', headers: editor, payload: { memberType: 2 } });
    expect(body(again).value.userName).toBe('studio_preview_2');
    // The session works as a player's.
    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${String(body(again).value.token)}` } });
    expect(info.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/ops/members', headers: opsHeaders, payload: { username: 'studio_preview_40', password: 'player1234', type: 40 } })).statusCode).toBe(201);
    const taken = await t.app.inject({ method: 'POST', url: '/ops/preview/session', headers: editor, payload: { memberType: 40 } });
    expect([taken.statusCode, body(taken).errorCode]).toEqual([409, 'ops.previewAccountTaken']);
    expect((await t.app.inject({ method: 'POST', url: '/ops/preview/session', headers: editor, payload: { memberType: 7 } })).statusCode).toBe(400);
  });
});
