import { z } from 'zod/mini';
import { readJson, writeJson } from '../../state/storage';

/**
 * Remembered sign-in details per login method. Deliberately no password field in any encoding:
 * the password goes to the browser's password manager (see browser.storePasswordCredential).
 */
export const REMEMBERED_KEY = 'MC_REMEMBERED';

export type LoginMethod = 'username' | 'sms';

const entrySchema = z.object({
  method: z.enum(['username', 'sms']),
  /** The user name (username method) or the mobile number (sms method). */
  username: z.string().check(z.maxLength(64)),
  countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
});
export type RememberedEntry = z.infer<typeof entrySchema>;
type RememberedMap = Partial<Record<LoginMethod, RememberedEntry>> & {
  /** The method of the last remembered sign-in: /m/login opens on it. */
  last?: LoginMethod;
};

function readAll(): RememberedMap {
  return readJson<RememberedMap>(REMEMBERED_KEY, (raw) => {
    if (typeof raw !== 'object' || raw === null) return null;
    const out: RememberedMap = {};
    for (const method of ['username', 'sms'] as const) {
      // zod strips unknown keys, so a stray password from an old version is never read back.
      const parsed = entrySchema.safeParse((raw as Record<string, unknown>)[method]);
      if (parsed.success && parsed.data.method === method) out[method] = parsed.data;
    }
    const last = (raw as Record<string, unknown>).last;
    if ((last === 'username' || last === 'sms') && out[last]) out.last = last;
    return out;
  }, {});
}

export function readRemembered(method: LoginMethod): RememberedEntry | null {
  return readAll()[method] ?? null;
}

/** The method of the last remembered sign-in, or null when none is remembered. */
export function lastRememberedMethod(): LoginMethod | null {
  return readAll().last ?? null;
}

export function remember(entry: RememberedEntry): void {
  const checked = entrySchema.parse(entry);
  writeJson(REMEMBERED_KEY, { ...readAll(), [checked.method]: checked, last: checked.method });
}

export function forget(method: LoginMethod): void {
  const all = readAll();
  delete all[method];
  if (all.last === method) delete all.last;
  writeJson(REMEMBERED_KEY, all);
}
