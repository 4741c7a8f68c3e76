import { z } from 'zod/mini';
import { defineCall } from '../../call';

/** The member types a preview may play as (4: a trial member, under the trial merchant). */
const previewType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(40)]);

/**
 * Operator (an editor may). Always the merchant's own preview account of that type (made on first
 * use, never a real player's: 409 ops.previewAccountTaken when a player holds its name). 400
 * trial.unavailable for type 4 when the merchant has no trial merchant.
 */
export const opsPreviewSession = defineCall({
  method: 'POST',
  path: '/ops/preview/session',
  auth: 'ops',
  summary: "A player session for the studio's preview frame, as a member of the given type.",
  input: z.strictObject({ memberType: previewType }),
  answer: z.object({ token: z.string(), merchantCode: z.string(), userName: z.string(), type: previewType, firstTimeLogin: z.literal(false) }),
});
