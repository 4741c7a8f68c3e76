import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * Every /wps answer uses one envelope. Success: `{ success: true, value }`.
 * Failure (any non-2xx status): `{ success: false, errorCode, message, data? }`, where `data`
 * carries extra facts such as `{ captchaRequired: true }` after a failed login.
 */
export const failureEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export function successEnvelope<T extends $ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
