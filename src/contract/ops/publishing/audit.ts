import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { queryInt } from '../../fields';
import { layoutId, targetMerchant } from './fields';

/** Operator (any role may read it). */
export const opsAudit = defineCall({
  method: 'GET',
  path: '/ops/audit',
  auth: 'ops',
  summary: "Who changed what and when for the merchant, newest first (one document's changes with `document`; 50 unless `limit`).",
  input: z.object({
    merchant: targetMerchant,
    document: z.optional(layoutId),
    limit: z.optional(queryInt(1, 500)),
  }),
  answer: z.object({
    list: z.array(
      z.object({
        at: z.number(),
        actor: z.string(),
        /** The operator's role then: editor or publisher. */
        role: z.string(),
        merchant: z.string(),
        /** publish, rollback, delete, switches, texts, template… */
        action: z.string(),
        /** The document changed ('' for a change that names none). */
        document: z.string(),
        version: z.nullable(z.number()),
        note: z.string(),
      }),
    ),
  }),
});
