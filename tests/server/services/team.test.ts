import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../../src/server/auth/session';
import { hashPasswordSync } from '../../../src/server/security/password';
import { createMember } from '../../../src/server/services/members';
import { dayStart, ONLINE_WINDOW_MS, teamCounters } from '../../../src/server/services/team';
import { appDeps } from '../../../src/server/app';
import { startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const DAY = 24 * 3600 * 1000;

describe('team counters', () => {
  it('add sign-ups and logins in the range and members online now to the seeded baseline', async () => {
    const store = appDeps(t.app).store.db;
    const agentId = (t.db.prepare("SELECT id FROM members WHERE username = 'agent01'").get() as { id: number }).id;
    const now = Date.now();
    const today = dayStart(new Date(now).toISOString().slice(0, 10));
    const before = await teamCounters(store, agentId, today, today + DAY, now);
    expect(before).toMatchObject({ teamBetMemberCount: 8 });

    const recruit = await createMember(store, { merchantCode: 'DEMO', username: 'recruit1', passwordHash: hashPasswordSync('x1234567'), type: 0, parentId: agentId }, now);
    sessionToken(t.db, recruit, now);
    const after = await teamCounters(store, agentId, today, today + DAY, now);
    expect(after.teamRegisterMemberCount).toBe(before.teamRegisterMemberCount + 1);
    expect(after.teamLoginMemberCount).toBe(before.teamLoginMemberCount + 1);
    expect(after.teamOnlineCount).toBe(before.teamOnlineCount + 1);

    const pastDay = await teamCounters(store, agentId, today - 30 * DAY, today - 29 * DAY, now);
    expect(pastDay).toEqual({ teamLoginMemberCount: 12, teamBetMemberCount: 8, teamRegisterMemberCount: 3, teamOnlineCount: after.teamOnlineCount });

    // Online means a session started or renewed within the window.
    const later = now + ONLINE_WINDOW_MS + 1000;
    expect((await teamCounters(store, agentId, today, today + DAY, later)).teamOnlineCount).toBeLessThan(after.teamOnlineCount);
    expect(SESSION_TTL_MS).toBeGreaterThan(ONLINE_WINDOW_MS);
  });
});
