import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { memberProfile } from '../../../services/accounts/profile';

/** GET /wps/member/info: who is logged in (display name = nickname, else account). */
export const memberInfoRoute: RouteModule = (app, { db }) => {
  app.get('/wps/member/info', (req) => {
    const session = requireSession(db, req);
    const m = memberProfile(db, session.memberId);
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
