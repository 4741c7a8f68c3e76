import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/open';
import { issueSmsCode, type SmsPurpose } from '../../../security/sms';

export const mobileNum = z.string().trim().regex(/^\d{6,15}$/, 'must be 6-15 digits');
export const dialingCode = z.string().trim().regex(/^\+?\d{1,4}$/, 'must be 1-4 digits').transform((c) => c.replace(/^\+/, ''));

/** The slider-verification result: the pass of a solved puzzle (required when the merchant's slider switch is on). */
export const sliderFields = {
  sliderToken: z.string().max(64).optional(),
};

/** Issues the code and logs it in place of an SMS gateway; answers the resend time. */
export function sendSms(db: Db, log: FastifyBaseLogger, purpose: SmsPurpose, countryDialingCode: string, mobile: string): { expirationTime: number } {
  const { code, expirationTime } = issueSmsCode(db, purpose, countryDialingCode, mobile);
  log.info({ purpose, to: `+${countryDialingCode} ${mobile}`, code }, 'SMS code (logged, not sent: no SMS gateway)');
  return { expirationTime };
}
