import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, getSession, hashToken, renewSession, requireRealMember, requireSession, SESSION_TTL_MS } from '../../../src/server/auth/session';
import { HttpFailure, MESSAGES } from '../../../src/server/http/reply';
import { readRequestContext } from '../../../src/server/http/request-context';
import { appDeps } from '../../../src/server/app';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

/** A request as routes see it: who is calling read first, as installRequestContext does. */
const req = async (authorization?: string) => {
  const request = { url: '/wps/x', headers: authorization ? { authorization } : {} } as unknown as FastifyRequest;
  request.platformContext = await readRequestContext(appDeps(t.app).store, request);
  return request;
};
const store = () => appDeps(t.app).store.db;
const memberId = (username: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;

describe('sessions', async () => {
  it('finds a live session from the bearer token with member facts', async () => {
    const { token } = await createSession(store(), memberId('demo'));
    expect(getSession(await req(`Bearer ${token}`))).toMatchObject({ token, username: 'demo', type: 0, merchantCode: 'DEMO' });
    expect(getSession(await req(token))).toBeNull();
    expect(getSession(await req())).toBeNull();
  });

  it('an expired or unknown token is 401 session.expired; no token at all is 401 session.required', async () => {
    const { token } = await createSession(store(), memberId('demo'), Date.now() - SESSION_TTL_MS - 1);
    expect(getSession(await req(`Bearer ${token}`))).toBeNull();
    for (const presented of [token, 'never-issued-token']) {
      try {
        requireSession(await req(`Bearer ${presented}`));
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(HttpFailure);
        expect(e).toMatchObject({ status: 401, errorCode: 'session.expired', message: MESSAGES.loggedOut });
      }
    }
    const none = await req();
    expect(() => requireSession(none)).toThrow(expect.objectContaining({ status: 401, errorCode: 'session.required', message: MESSAGES.notLoggedIn }));
  });

  it('stores only the sha256 of a token; the stored value does not work as a bearer token', async () => {
    const { token } = await createSession(store(), memberId('demo'));
    expect(t.db.prepare('SELECT 1 FROM sessions WHERE token = ?').get(token)).toBeUndefined();
    expect(t.db.prepare('SELECT 1 FROM sessions WHERE token = ?').get(hashToken(token))).toBeDefined();
    expect(getSession(await req(`Bearer ${hashToken(token)}`))).toBeNull();
    expect(getSession(await req(`Bearer ${token}`))?.token).toBe(token);
  });

  it('renewal pushes the expiry a full TTL from now', async () => {
    const { token } = await createSession(store(), memberId('demo'), Date.now() - SESSION_TTL_MS + 1000);
    const expiresAt = await renewSession(store(), token);
    expect(getSession(await req(`Bearer ${token}`))?.expiresAt).toBe(expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 5000);
  });

  it('requireRealMember refuses trial accounts with 403 free_reject', async () => {
    const id = memberId('demo');
    t.db.prepare('UPDATE members SET type = 4 WHERE id = ?').run(id);
    const { token } = await createSession(store(), id);
    try {
      const asTrial = await req(`Bearer ${token}`);
      expect(() => requireRealMember(asTrial)).toThrow(expect.objectContaining({ status: 403, errorCode: 'free_reject' }));
    } finally {
      t.db.prepare('UPDATE members SET type = 0 WHERE id = ?').run(id);
    }
    expect(requireRealMember(await req(`Bearer ${token}`)).type).toBe(0);
  });

  it('starting a session removes the member\'s expired ones', async () => {
    const id = memberId('agent01');
    const old = (await createSession(store(), id, Date.now() - SESSION_TTL_MS - 10)).token;
    await createSession(store(), id);
    expect(t.db.prepare('SELECT 1 FROM sessions WHERE token = ?').get(hashToken(old))).toBeUndefined();
  });
});
