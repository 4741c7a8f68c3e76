import { z } from 'zod';

/**
 * Every /wps answer uses one envelope. Success: `{ success: true, value }`.
 * Failure (any non-2xx status): `{ success: false, errorCode, message, data? }`, where `data`
 * carries extra facts such as `{ captchaRequired: true }` after a failed login.
 */
export const failureEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
