import { z } from 'zod/mini';
import { getCaptcha } from '../api/endpoints/captcha';
import { getAnnouncements } from '../api/endpoints/content/announcements';
import { getHelpCenter } from '../api/endpoints/content/help-center';
import { getNotices } from '../api/endpoints/content/notices';
import { getWinners } from '../api/endpoints/games/winners';
import { getMemberInfo } from '../api/endpoints/member/info';
import { getRankProgress } from '../api/endpoints/member/rank-progress';
import { renewSession } from '../api/endpoints/session/renew';
import { getCountries } from '../api/endpoints/system/country';
import { getRegisterSettings } from '../api/endpoints/system/register-settings';
import { getSystemStatus } from '../api/endpoints/system/status';
import { getWhitelabel } from '../api/endpoints/system/whitelabel';
import { refreshWallet } from './flows/member-data';
import { member, progressFromRank, vipProgress } from '../state/member';
import { setSystemStatus, setWhitelabel, template } from '../state/platform';
import { language } from '../state/prefs';
import { saveSession, session } from '../state/session';
import { wallet } from '../state/wallet';

/**
 * Calls a layout may name in `{ "do": "api", "call": … }`. Each entry validates its params and
 * keeps the matching global state in step (a renewed token is saved, a loaded wallet shown), so
 * a layout cannot leave the app half-updated. Answers may also be stored in screen state (`into`).
 */
export interface ApiCallEntry {
  description: string;
  params: z.ZodMiniType;
  run: (params: never) => Promise<unknown>;
}

const none = z.strictObject({});
/** Notices are every announcement type but banners (B). */
const noticeTypes = ['PL', 'PU', 'PR', 'H', 'A'] as const;
const announcementType = z.enum(['B', ...noticeTypes]);

function entry<P extends z.ZodMiniType>(description: string, params: P, run: (params: z.infer<P>) => Promise<unknown>): ApiCallEntry {
  return { description, params, run: run as (params: never) => Promise<unknown> };
}

export const apiCalls: Record<string, ApiCallEntry> = {
  countries: entry('Countries with dialing codes', none, () => getCountries()),
  registerSettings: entry('Registration field rules and captcha switch', none, () => getRegisterSettings()),
  captcha: entry('A new captcha { captchaId, image }', none, () => getCaptcha()),
  memberInfo: entry('Member info (also updates the member state)', none, async () => {
    const info = await getMemberInfo();
    member.value = info;
    return info;
  }),
  rankProgress: entry('VIP rank progress (also updates vipProgress)', none, async () => {
    const rank = await getRankProgress();
    vipProgress.value = progressFromRank(rank);
    return rank;
  }),
  wallet: entry('Wallet balance (masked while loading)', none, async () => {
    await refreshWallet();
    return wallet.value;
  }),
  renewSession: entry('Push the session expiry ahead (only with a session; keeps the new token)', none, async () => {
    if (!session.value) return null;
    const renewal = await renewSession();
    if (session.value) saveSession({ ...session.value, token: renewal.token });
    return renewal;
  }),
  systemStatus: entry('Fresh system status (also cached)', none, async () => {
    const status = await getSystemStatus();
    setSystemStatus(status);
    return status;
  }),
  announcements: entry(
    'Announcements of the given types (B, PL, PU, PR, H, A), optionally of one banner group (m_home, m_reg, m_game)',
    z.strictObject({ types: z.array(announcementType).check(z.minLength(1)), groupName: z.optional(z.string().check(z.minLength(1))) }),
    (p) => getAnnouncements({ ...p, merchantCode: template.value?.merchantCode }),
  ),
  notices: entry(
    'Notices and their unread count (types default PL; A on agent pages)',
    z.strictObject({ types: z.optional(z.array(z.enum(noticeTypes)).check(z.minLength(1))) }),
    (p) => getNotices(p),
  ),
  helpCenter: entry('Help-centre items in the current language', none, () => getHelpCenter({ language: language.value })),
  winners: entry(
    'Latest winners (default all categories, 20 entries) in the current language',
    z.strictObject({ gameCategory: z.optional(z.string().check(z.minLength(1))), limitNum: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))) }),
    (p) => getWinners({ ...p, language: language.value }),
  ),
  whitelabel: entry('Whitelabel switches (also updates the flags)', none, async () => {
    const flags = await getWhitelabel();
    setWhitelabel(flags);
    return flags;
  }),
};
