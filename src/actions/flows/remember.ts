import { z } from 'zod';
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
  username: z.string().max(64),
  countryDialingCode: z.string().max(8).optional(),
});
export type RememberedEntry = z.infer<typeof entrySchema>;
type RememberedMap = Partial<Record<LoginMethod, RememberedEntry>>;

function readAll(): RememberedMap {
  return readJson<RememberedMap>(REMEMBERED_KEY, (raw) => {
    if (typeof raw !== 'object' || raw === null) return null;
    const out: RememberedMap = {};
    for (const method of ['username', 'sms'] as const) {
      // zod strips unknown keys, so a stray password from an old version is never read back.
      const parsed = entrySchema.safeParse((raw as Record<string, unknown>)[method]);
      if (parsed.success && parsed.data.method === method) out[method] = parsed.data;
    }
    return out;
  }, {});
}

export function readRemembered(method: LoginMethod): RememberedEntry | null {
  return readAll()[method] ?? null;
}

export function remember(entry: RememberedEntry): void {
  writeJson(REMEMBERED_KEY, { ...readAll(), [entry.method]: entrySchema.parse(entry) });
}

export function forget(method: LoginMethod): void {
  const all = readAll();
  delete all[method];
  writeJson(REMEMBERED_KEY, all);
}
