import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, OPS_TOKEN, REPO, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

interface Studio { cookie: string; csrf: string; setCookie: string; body: Record<string, unknown> }

/** Signs in to the studio as a browser would: keeps the cookie, and the CSRF token from the answer. */
async function signIn(payload: object): Promise<Studio> {
  const res = await t.app.inject({ method: 'POST', url: '/ops/session', payload });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const body = JSON.parse(res.body).value as Record<string, unknown>;
  return { cookie: setCookie.split(';')[0]!, csrf: String(body.csrf), setCookie, body };
}
const asStudio = (studio: Studio, csrf = true) => ({ cookie: studio.cookie, ...(csrf ? { 'x-csrf-token': studio.csrf } : {}) });
const login = () => JSON.parse(readFileSync(join(REPO, 'layouts', 'screens', 'login.json'), 'utf8')) as Record<string, unknown>;

describe('studio sign-in, roles and the audit log', () => {
  it('an operator signs in with username and password: an HttpOnly, SameSite=Strict cookie for /ops only; the token is in no answer', async () => {
    const studio = await signIn({ username: 'publisher', password: 'publisher12345' });
    expect(studio.setCookie).toMatch(/^ops_session=[\w-]{40,};/);
    expect(studio.setCookie).toMatch(/HttpOnly/);
    expect(studio.setCookie).toMatch(/SameSite=Strict/);
    expect(studio.setCookie).toMatch(/Path=\/ops/);
    expect(studio.body).toEqual({ name: 'publisher', role: 'publisher', csrf: expect.any(String) });
    expect(JSON.stringify(studio.body)).not.toContain(studio.cookie.split('=')[1]);
    const me = await t.app.inject({ url: '/ops/session', headers: asStudio(studio, false) });
    expect(JSON.parse(me.body).value).toEqual(studio.body);
  });

  it('a wrong password and an unknown operator get the same refusal', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/ops/session', payload: { username: 'publisher', password: 'nope-nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/ops/session', payload: { username: 'nobody', password: 'nope-nope-nope' } });
    expect([wrong.statusCode, JSON.parse(wrong.body).errorCode]).toEqual([401, 'ops.signInFailed']);
    expect(JSON.parse(unknown.body).message).toBe(JSON.parse(wrong.body).message);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('a studio change without the session CSRF token is refused; an editor reads and checks but cannot publish; a publisher can', async () => {
    const editor = await signIn({ username: 'editor', password: 'editor12345' });
    expect((await t.app.inject({ url: '/ops/whitelabel', headers: asStudio(editor, false) })).statusCode).toBe(200);
    const noCsrf = await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: asStudio(editor, false), payload: { MAILCEN: false } });
    expect([noCsrf.statusCode, JSON.parse(noCsrf.body).errorCode]).toEqual([403, 'ops.csrf']);
    const forged = await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: { ...asStudio(editor, false), 'x-csrf-token': 'guessed' }, payload: { MAILCEN: false } });
    expect(JSON.parse(forged.body).errorCode).toBe('ops.csrf');
    const asEditor = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: asStudio(editor), payload: login() });
    expect([asEditor.statusCode, JSON.parse(asEditor.body).errorCode]).toEqual([403, 'ops.role']);
    const checked = await t.app.inject({ method: 'POST', url: '/ops/layouts/validate', headers: asStudio(editor), payload: login() });
    expect([checked.statusCode, JSON.parse(checked.body).value.ok]).toEqual([200, true]);

    const publisher = await signIn({ username: 'publisher', password: 'publisher12345' });
    const published = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: { ...asStudio(publisher), 'x-publish-note': 'studio test' }, payload: login() });
    expect(published.statusCode).toBe(200);
  });

  it('the ops token opens a publisher session; without a session or the token, /ops answers 401; signing out ends the session', async () => {
    const byToken = await signIn({ token: OPS_TOKEN });
    expect(byToken.body).toMatchObject({ name: 'ops-token', role: 'publisher' });
    expect((await t.app.inject({ url: '/ops/whitelabel' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/ops/session', payload: { token: 'not-it' } })).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'DELETE', url: '/ops/session', headers: asStudio(byToken) });
    expect(String(out.headers['set-cookie'])).toMatch(/ops_session=;/);
    expect((await t.app.inject({ url: '/ops/whitelabel', headers: asStudio(byToken, false) })).statusCode).toBe(401);
  });

  it('the audit log says who changed what, when, which version, with which note', async () => {
    const publisher = await signIn({ username: 'publisher', password: 'publisher12345' });
    const res = await t.app.inject({ method: 'PUT', url: '/ops/layouts/login', headers: { ...asStudio(publisher), 'x-publish-note': 'new welcome line' }, payload: login() });
    const { version } = JSON.parse(res.body).value as { version: number };
    await t.app.inject({ method: 'PATCH', url: '/ops/whitelabel', headers: opsHeaders, payload: { MAILCEN: true } });
    const audit = await t.app.inject({ url: '/ops/audit?document=login&limit=1', headers: asStudio(publisher, false) });
    expect(JSON.parse(audit.body).value.list).toEqual([{ at: expect.any(Number), actor: 'publisher', role: 'publisher', merchant: 'DEMO', action: 'publish', document: 'login', version, note: 'new welcome line' }]);
    const latest = JSON.parse((await t.app.inject({ url: '/ops/audit?limit=1', headers: opsHeaders })).body).value.list[0];
    expect(latest).toMatchObject({ actor: 'ops-token', action: 'switches', note: 'MAILCEN on' });
    // A merchant is named as in every other /ops call: an unknown one is not an empty log.
    expect((await t.app.inject({ url: '/ops/audit?merchant=NOSUCH', headers: opsHeaders })).statusCode).toBe(404);
  });

  it('publishers open operator accounts (a name once); editors cannot', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/ops/operators', headers: opsHeaders, payload: { username: 'ana.lee', password: 'a-long-password', role: 'editor' } });
    expect(JSON.parse(created.body).value).toEqual({ name: 'ana.lee', role: 'editor' });
    const again = await t.app.inject({ method: 'POST', url: '/ops/operators', headers: opsHeaders, payload: { username: 'ana.lee', password: 'a-long-password', role: 'editor' } });
    expect([again.statusCode, JSON.parse(again.body).errorCode]).toEqual([409, 'ops.operatorExists']);
    const ana = await signIn({ username: 'ana.lee', password: 'a-long-password' });
    expect((await t.app.inject({ url: '/ops/operators', headers: asStudio(ana, false) })).statusCode).toBe(403);
    const list = JSON.parse((await t.app.inject({ url: '/ops/operators', headers: opsHeaders })).body).value.list as { name: string }[];
    expect(list.map((o) => o.name)).toEqual(['ana.lee', 'editor', 'publisher']);
  });
});
