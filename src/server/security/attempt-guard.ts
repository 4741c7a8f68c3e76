import type { Db } from '../db/open';
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
  succeeded(): void;
  /** The secret was never checked (e.g. a captcha was missing): every key gets its charge back. */
  abandoned(): void;
}

interface Counter { failures: number; lockedUntil: number }

/**
 * Charges one attempt to every key in a single statement per key, inside one transaction: the
 * count is raised before the secret is checked, so concurrent guesses each see the ones before
 * them (never read-then-write across an await). A key already at its limit refuses the attempt
 * and nothing is charged; the key that reaches its limit locks for its lockMs.
 */
const CHARGE = `
  INSERT INTO secret_attempts AS a (key, failures, window_start, locked_until)
  VALUES (@key, 1, @now, CASE WHEN 1 >= @limit THEN @lockEnd ELSE 0 END)
  ON CONFLICT (key) DO UPDATE SET
    failures = CASE WHEN a.locked_until > @now THEN a.failures + 1
                    WHEN a.locked_until > 0 OR a.window_start <= @windowFloor THEN 1
                    ELSE a.failures + 1 END,
    window_start = CASE WHEN a.locked_until > @now THEN a.window_start
                        WHEN a.locked_until > 0 OR a.window_start <= @windowFloor THEN @now
                        ELSE a.window_start END,
    locked_until = CASE WHEN a.locked_until > @now THEN a.locked_until
                        WHEN a.locked_until > 0 OR a.window_start <= @windowFloor THEN CASE WHEN 1 >= @limit THEN @lockEnd ELSE 0 END
                        WHEN a.failures + 1 >= @limit THEN @lockEnd
                        ELSE 0 END
  RETURNING failures, locked_until AS lockedUntil`;

class Refused extends Error {
  constructor(readonly retryAt: number) {
    super('locked');
  }
}

/**
 * Admits one attempt at a secret or throws 429 `<lockedCode>` with `data.retryAfterSeconds` (and
 * `data.field` when given). Call `succeeded()` when the secret was right; a wrong one needs
 * nothing more, as it was counted on the way in.
 */
export function beginAttempt(db: Db, keys: GuardKey[], lockedCode: string, field?: string, now = Date.now()): Attempt {
  const charge = db.prepare(CHARGE);
  let before: number[];
  try {
    before = db.transaction(() =>
      keys.map(({ key, rule }) => {
        const row = charge.get({ key, now, limit: rule.limit, lockEnd: now + rule.lockMs, windowFloor: now - rule.windowMs }) as Counter;
        if (row.failures > rule.limit) throw new Refused(row.lockedUntil);
        return row.failures - 1;
      }),
    )();
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    const retryAfterSeconds = Math.max(1, Math.ceil((e.retryAt - now) / 1000));
    return fail(429, lockedCode, `Too many wrong attempts; try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s)`, {
      retryAfterSeconds,
      ...(field ? { field } : {}),
    });
  }
  let settled = false;
  const settle = (clearAccounts: boolean) => {
    if (settled) return;
    settled = true;
    settleAttempt(db, keys, clearAccounts);
  };
  return { before, succeeded: () => settle(true), abandoned: () => settle(false) };
}

/** Only this attempt's own charge is given back: other guesses on the same key still count. */
const GIVE_BACK = `UPDATE secret_attempts SET
    failures = CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END,
    locked_until = CASE WHEN failures - 1 < @limit THEN 0 ELSE locked_until END
  WHERE key = @key`;

function settleAttempt(db: Db, keys: GuardKey[], clearAccounts: boolean): void {
  const clear = db.prepare('DELETE FROM secret_attempts WHERE key = ?');
  const giveBack = db.prepare(GIVE_BACK);
  db.transaction(() =>
    keys.forEach(({ key, rule, clearOnSuccess }) => (clearAccounts && clearOnSuccess ? clear.run(key) : giveBack.run({ key, limit: rule.limit }))),
  )();
}

/**
 * Checks a secret behind the guard: the attempt is admitted (or refused while locked), `check`
 * runs, and a right answer is settled. Answers whether the secret was right.
 */
export async function guardedCheck(
  db: Db,
  keys: GuardKey[],
  lockedCode: string,
  check: () => boolean | Promise<boolean>,
  field?: string,
): Promise<boolean> {
  const attempt = beginAttempt(db, keys, lockedCode, field);
  let right: boolean;
  try {
    right = await check();
  } catch (e) {
    attempt.abandoned();
    throw e;
  }
  if (right) attempt.succeeded();
  return right;
}

/** Forgets a key's failures (e.g. a new SMS code was sent, so the old guesses mean nothing). */
export function resetAttempts(db: Db, key: string): void {
  db.prepare('DELETE FROM secret_attempts WHERE key = ?').run(key);
}
