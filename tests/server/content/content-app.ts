import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setBaseUrl, setTokenSource } from '../../../src/api/client';
import { isApiError, type ApiError } from '../../../src/api/errors';
import { appDeps } from '../../../src/server/app';
import { createMember } from '../../../src/server/services/members';
import { startTestApp, type TestApp, sessionToken } from '../helpers';

export interface ContentApp extends TestApp {
  base: string;
  demoId: number;
  demoToken: string;
  trialToken: string;
  /** Makes the client's calls carry this token (null = guest). */
  as: (token: string | null) => void;
}

/**
 * A seeded server listening on a loopback port, with the client module pointed at it, a session
 * for the demo member and one for a fresh trial (type 4) account under DEMOTRIAL.
 */
export async function startContentApp(opts: { dataDir?: string; keepDir?: boolean } = {}): Promise<ContentApp> {
  const t = await startTestApp({}, opts);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  setBaseUrl(base);
  const demo = t.db.prepare("SELECT id FROM members WHERE merchant_code = 'DEMO' AND username = 'demo'").get() as { id: number };
  const trialId = await createMember(appDeps(t.app).store.db, { merchantCode: 'DEMOTRIAL', username: `trial${randomBytes(4).toString('hex')}`, passwordHash: 'not-used', type: 4 });
  const demoToken = sessionToken(t.db, demo.id);
  const trialToken = sessionToken(t.db, trialId);
  let current: string | null = null;
  setTokenSource(() => current);
  // Closing gives the client module back its defaults: files share modules in this test project.
  const close = async () => {
    setBaseUrl('');
    setTokenSource(() => null);
    await t.close();
  };
  return { ...t, close, base, demoId: demo.id, demoToken, trialToken, as: (token) => (current = token) };
}

/** The ApiError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(() => null, (err: unknown) => err);
  if (!isApiError(e)) throw new Error(`expected an ApiError, got ${String(e)}`);
  return e;
}
