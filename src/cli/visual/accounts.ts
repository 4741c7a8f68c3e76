import type { MemberType } from '../snapshot/matrix';
import { platformSession, type StoredSession } from './session';

/** The seeded accounts of the demo merchant, by member type: their data (bets, team, rewards) fills the screens. */
const SEEDED: Partial<Record<number, { username: string; password: string }>> = {
  0: { username: 'demo', password: 'demo1234' },
  1: { username: 'agent01', password: 'agent1234' },
  4: { username: 'trial01', password: 'trial1234' },
};
const OPENED_PASSWORD = 'visual1234';

/**
 * A signed-in session for each member type of the matrix (none for a guest). A type without a
 * seeded account gets one, opened through the operator API as an operator would.
 */
export async function sessionsFor(baseUrl: string, opsToken: string, types: readonly MemberType[]): Promise<Map<MemberType, StoredSession | null>> {
  const sessions = new Map<MemberType, StoredSession | null>();
  for (const type of types) {
    if (type === 'guest') {
      sessions.set(type, null);
      continue;
    }
    let account = SEEDED[type];
    let opened: Response | null = null;
    if (!account) {
      // The same name on every run: member screens show it, and pictures must not change with it.
      account = { username: `visual${type}`, password: OPENED_PASSWORD };
      opened = await fetch(`${baseUrl}/ops/members`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...account, type }),
      });
    }
    // Refused because an earlier run on this platform opened it already: then it signs in.
    const session = await platformSession(baseUrl, account.username, account.password).catch(async (error: unknown) => {
      if (opened && !opened.ok) throw new Error(`could not open an account of member type ${type}: ${opened.status} ${await opened.text()}`);
      throw error;
    });
    // A member's invitation code is made on first use: made now, one account after the other, it
    // is the same on every run of a fixed world (not decided by which page asks first).
    // (Accounts that have none, trial ones, are refused: nothing to make.)
    await fetch(`${baseUrl}/wps/affiliate/link`, { headers: { Authorization: `Bearer ${session.token}` } });
    // An account the operator opened is sent to choose its own password before anything else; the
    // pictures are of the screens, as the account sees them once it has.
    sessions.set(type, { ...session, firstTimeLogin: false });
  }
  return sessions;
}
