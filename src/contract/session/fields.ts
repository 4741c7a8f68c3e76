import { z } from 'zod/mini';

/** A mobile number as the SMS calls take it: 6 to 15 digits. */
export const mobileNum = z.string().check(z.trim(), z.regex(/^\d{6,15}$/, 'must be 6-15 digits'));

/** A country dialing code, with or without its plus sign (kept without it). */
export const dialingCode = z.pipe(
  z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/, 'must be 1-4 digits')),
  z.transform((c) => c.replace(/^\+/, '')),
);

/** The pass of a solved slider puzzle (required when the merchant's slider switch is on). */
export const sliderToken = z.optional(z.string().check(z.maxLength(64)));

/** An SMS code was sent: expirationTime is the epoch ms when another may be asked for (the countdown target). */
export const smsAnswer = z.object({ expirationTime: z.number().check(z.int()) });
