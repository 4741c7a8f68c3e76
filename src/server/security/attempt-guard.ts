import { sql } from 'kysely';
import { atomic } from '../data/portable';
import type { StoreDb } from '../data/store';
import { fail } from '../http/reply';

/** How many attempts a key allows in a window before it locks, and for how long. */
export interface GuardRule {
  limit: number;
  windowMs: number;
  lockMs: number;
}

/** One counter an attempt is charged to: the account's (cleared by a success) or the address's. */
export interface GuardKey {
  key: string;
  rule: GuardRule;
  /** A success forgets this key's failures (the account's); otherwise it only returns its own charge. */
  clearOnSuccess: boolean;
}

/** An admitted attempt: settle it once the secret was checked. */
export interface Attempt {
  /** Failures (and attempts still being checked) on each key before this one, in key order. */
  readonly before: readonly number[];
  /** The secret was right: the account's failures are forgotten, the address gets its charge back. */
  succeeded(): Promise<void>;
  /** The secret was never checked (e.g. a captcha was missing): every key gets its charge back. */
  abandoned(): Promise<void>;
}

/** The stored counter's column, in an upsert's update: the row as it was before this attempt. */
const stored = (column: 'failures' | 'window_start' | 'locked_until') => sql.ref(`secret_attempts.${column}`);

/**
 * Charges one attempt to a key in a single statement: the count is raised before the secret is
 * checked, and the statement reads and writes the row under its lock, so concurrent guesses each
 * see the ones before them on either engine (never read-then-write across an await). A lock that
 * ran out, or a window that passed, starts the count again; the attempt that reaches the limit
 * locks the key for its lockMs.
 */
function charge(db: StoreDb, key: string, rule: GuardRule, now: number) {
  const lockEnd = now + rule.lockMs;
  const lockedNow = sql`${stored('locked_until')} > ${now}`;
  const startsAgain = sql`(${stored('locked_until')} > 0 OR ${stored('window_start')} <= ${now - rule.windowMs})`;
  const firstLocks = rule.limit <= 1 ? lockEnd : 0;
  return db
    .insertInto('secret_attempts')
    .values({ key, failures: 1, window_start: now, locked_until: firstLocks })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`CASE WHEN ${lockedNow} THEN ${stored('failures')} + 1 WHEN ${startsAgain} THEN 1 ELSE ${stored('failures')} + 1 END`,
        window_start: sql<number>`CASE WHEN ${lockedNow} THEN ${stored('window_start')} WHEN ${startsAgain} THEN ${now} ELSE ${stored('window_start')} END`,
        locked_until: sql<number>`CASE WHEN ${lockedNow} THEN ${stored('locked_until')} WHEN ${startsAgain} THEN ${firstLocks}
          WHEN ${stored('failures')} + 1 >= ${rule.limit} THEN ${lockEnd} ELSE 0 END`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
}

class Refused extends Error {
  constructor(readonly retryAt: number) {
    super('locked');
  }
}

/**
 * Admits one attempt at a secret or throws 429 `<lockedCode>` with `data.retryAfterSeconds` (and
 * `data.field` when given). Every key is charged in one transaction: a key already at its limit
 * refuses the attempt and nothing is charged. Call `succeeded()` when the secret was right; a wrong
 * one needs nothing more, as it was counted on the way in.
 */
export async function beginAttempt(db: StoreDb, keys: GuardKey[], lockedCode: string, field?: string, now = Date.now()): Promise<Attempt> {
  let before: number[];
  try {
    before = await atomic(db, async (trx) => {
      const counts: number[] = [];
      for (const { key, rule } of keys) {
        const row = await charge(trx, key, rule, now);
        if (row.failures > rule.limit) throw new Refused(row.locked_until);
        counts.push(row.failures - 1);
      }
      return counts;
    });
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    const retryAfterSeconds = Math.max(1, Math.ceil((e.retryAt - now) / 1000));
    return fail(429, lockedCode, `Too many wrong attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s)`, {
      retryAfterSeconds,
      ...(field ? { field } : {}),
    });
  }
  let settled = false;
  const settle = async (clearAccounts: boolean) => {
    if (settled) return;
    settled = true;
    await settleAttempt(db, keys, clearAccounts);
  };
  return { before, succeeded: () => settle(true), abandoned: () => settle(false) };
}

/** Only this attempt's own charge is given back (one statement): other guesses on the same key still count. */
function giveBack(db: StoreDb, key: string, rule: GuardRule) {
  return db
    .updateTable('secret_attempts')
    .set({
      failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END`,
      locked_until: sql<number>`CASE WHEN failures - 1 < ${rule.limit} THEN 0 ELSE locked_until END`,
    })
    .where('key', '=', key)
    .execute();
}

async function settleAttempt(db: StoreDb, keys: GuardKey[], clearAccounts: boolean): Promise<void> {
  await atomic(db, async (trx) => {
    for (const { key, rule, clearOnSuccess } of keys) {
      if (clearAccounts && clearOnSuccess) await resetAttempts(trx, key);
      else await giveBack(trx, key, rule);
    }
  });
}

/**
 * Checks a secret behind the guard: the attempt is admitted (or refused while locked), `check`
 * runs, and a right answer is settled. Answers whether the secret was right.
 */
export async function guardedCheck(
  db: StoreDb,
  keys: GuardKey[],
  lockedCode: string,
  check: () => boolean | Promise<boolean>,
  field?: string,
): Promise<boolean> {
  const attempt = await beginAttempt(db, keys, lockedCode, field);
  let right: boolean;
  try {
    right = await check();
  } catch (e) {
    await attempt.abandoned();
    throw e;
  }
  if (right) await attempt.succeeded();
  return right;
}

/** Forgets a key's failures (e.g. a new SMS code was sent, so the old guesses mean nothing). */
export async function resetAttempts(db: StoreDb, key: string): Promise<void> {
  await db.deleteFrom('secret_attempts').where('key', '=', key).execute();
}
