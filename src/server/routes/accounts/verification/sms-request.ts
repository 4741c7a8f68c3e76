import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/open';
import { issueSmsCode, type SmsPurpose } from '../../../security/sms';

/** Issues the code and logs it in place of an SMS gateway; answers the resend time. */
export function sendSms(db: Db, log: FastifyBaseLogger, purpose: SmsPurpose, countryDialingCode: string, mobile: string): { expirationTime: number } {
  const { code, expirationTime } = issueSmsCode(db, purpose, countryDialingCode, mobile);
  log.info({ purpose, to: `+${countryDialingCode} ${mobile}`, code }, 'SMS code (logged, not sent: no SMS gateway)');
  return { expirationTime };
}
