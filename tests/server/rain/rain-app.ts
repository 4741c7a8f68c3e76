import type { InjectOptions } from 'fastify';
import { bearer, opsHeaders, type TestApp, sessionToken } from '../helpers';

/** Calls the test app with a JSON body and answers status and parsed body. */
export function caller(t: TestApp) {
  return async (method: InjectOptions['method'], url: string, headers: Record<string, string> = {}, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, payload });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
}

/** A bearer header for a seeded member, by username. */
export function sessionOf(t: TestApp, username: string): Record<string, string> {
  const row = t.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number };
  return bearer(sessionToken(t.db, row.id));
}

export function balanceOf(t: TestApp, username: string): number {
  return (t.db.prepare('SELECT balance_cents AS c FROM members WHERE username = ?').get(username) as { c: number }).c;
}

/** Places a manual round through the test hook (live now unless startsInSeconds). */
export async function liveRound(t: TestApp, body: Record<string, unknown> = {}): Promise<{ id: number; startsAt: number; endsAt: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/ops/test/redRain/rounds', headers: opsHeaders, payload: body });
  if (res.statusCode !== 200) throw new Error(`test round: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body).value;
}
