import type { Db } from '../db/open';

/** Failures older than this no longer demand a captcha. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export const guardKeys = (merchantCode: string, username: string, ip: string): string[] => [
  `user:${merchantCode}:${username.toLowerCase()}`,
  `ip:${ip}`,
];

/** From the first failure on for the username or the IP, logins need a correct captcha. */
export function captchaRequired(db: Db, keys: string[], now = Date.now()): boolean {
  const placeholders = keys.map(() => '?').join(',');
  const row = db.prepare(`SELECT 1 FROM login_failures WHERE key IN (${placeholders}) AND last_at > ? LIMIT 1`).get(...keys, now - FAILURE_MEMORY_MS);
  return row !== undefined;
}

export function recordFailure(db: Db, keys: string[], now = Date.now()): void {
  const upsert = db.prepare(
    `INSERT INTO login_failures (key, failures, last_at) VALUES (?, 1, ?)
     ON CONFLICT(key) DO UPDATE SET failures = failures + 1, last_at = excluded.last_at`,
  );
  db.transaction(() => keys.forEach((k) => upsert.run(k, now)))();
}

/** A successful login forgets the failures of that username and IP. */
export function clearFailures(db: Db, keys: string[]): void {
  const remove = db.prepare('DELETE FROM login_failures WHERE key = ?');
  db.transaction(() => keys.forEach((k) => remove.run(k)))();
}
