import { bearer, opsHeaders, startTestApp, type TestApp, sessionToken } from '../helpers';

/** A seeded app with sessions for the demo accounts and a call helper answering status and body. */
export async function benefitsApp() {
  const t: TestApp = await startTestApp();
  const memberId = (username: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;
  const tokenOf = (username: string) => bearer(sessionToken(t.db, memberId(username)));
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, payload });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const setSwitch = (code: string, on: boolean) => call('PATCH', '/ops/whitelabel', opsHeaders, { [code]: on });
  return { t, memberId, tokenOf, call, setSwitch };
}
