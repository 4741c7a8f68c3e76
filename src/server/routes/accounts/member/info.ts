import { memberInfo } from '../../../../contract/member/info';
import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { memberProfile } from '../../../services/accounts/profile';

/** Who is logged in (src/contract/member/info.ts; display name = nickname, else account). */
export const memberInfoRoute: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, memberInfo, async (_input, req) => {
    const session = requireSession(req);
    const m = await memberProfile(db, session.memberId);
    return ok({
      id: m.id,
      nickname: m.nickname,
      account: m.username,
      userName: m.username,
      type: m.type,
      email: m.email,
      payeeName: m.payeeName,
      mobileNum: maskMobile(m.mobileNum),
      countryDialingCode: m.countryDialingCode,
      headIcon: m.headIcon,
      hasPaymentPassword: m.hasPaymentPassword === 1,
      clubLabel: { labelName: m.clubLabel },
    });
  });
};

/** Only the last four digits leave the server. */
export function maskMobile(mobile: string): string {
  return mobile.length > 4 ? `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` : mobile;
}
