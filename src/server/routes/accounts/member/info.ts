import { requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** GET /wps/member/info: who is logged in (display name = nickname, else account). */
export const memberInfoRoute: RouteModule = (app, { db }) => {
  const read = db.prepare(
    `SELECT id, nickname, username, type, email, payee_name AS payeeName, mobile_num AS mobileNum,
            country_dialing_code AS countryDialingCode, head_icon AS headIcon, club_label AS clubLabel,
            payment_password_hash IS NOT NULL AS hasPaymentPassword
       FROM members WHERE id = ?`,
  );
  app.get('/wps/member/info', (req) => {
    const session = requireSession(db, req);
    const m = read.get(session.memberId) as {
      id: number; nickname: string; username: string; type: number; email: string; payeeName: string; mobileNum: string;
      countryDialingCode: string; headIcon: string; clubLabel: string; hasPaymentPassword: number;
    };
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
