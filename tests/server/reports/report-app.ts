import { bearer, startTestApp, type TestApp, sessionToken } from '../helpers';

/** A seeded app with sessions for the demo member, the agents, a player and a trial account. */
export async function startReportApp() {
  const t: TestApp = await startTestApp();
  const idOf = (u: string) => (t.db.prepare('SELECT id FROM members WHERE username = ?').get(u) as { id: number }).id;
  const as = (u: string) => bearer(sessionToken(t.db, idOf(u)));
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  return { t, idOf, as, get };
}

/** Sums one field of a list (cents-exact: money is compared after rounding to 2 decimals). */
export const sumOf = <T>(rows: T[], pick: (row: T) => number): number => Math.round(rows.reduce((s, r) => s + pick(r) * 100, 0)) / 100;
