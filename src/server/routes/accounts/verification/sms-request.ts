import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../../data/store';
import { issueSmsCode, type SmsPurpose } from '../../../security/sms';

/** Issues the code and logs it in place of an SMS gateway; answers the resend time. */
export async function sendSms(store: Store, log: FastifyBaseLogger, purpose: SmsPurpose, countryDialingCode: string, mobile: string): Promise<{ expirationTime: number }> {
  const { code, expirationTime } = await issueSmsCode(store, purpose, countryDialingCode, mobile);
  log.info({ purpose, to: `+${countryDialingCode} ${mobile}`, code }, 'SMS code (logged, not sent: no SMS gateway)');
  return { expirationTime };
}
