import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { draft, layoutId, publishAnswer, removed, targetMerchant } from './fields';

/**
 * Operator (an editor may: drafts reach no player), one draft per document and merchant. 400 when
 * baseVersion names no version of the document; 400 layout.tooLarge for a draft larger than a
 * published document may be. Answers the draft (its document as sent: free-form, the layout
 * validator checks it when it is published).
 */
export const opsDraftSave = defineCall({
  method: 'PUT',
  path: '/ops/drafts/:id',
  auth: 'ops',
  summary: 'Saves (or replaces) the draft of a document, with the published version it was edited from (0: the repo default).',
  query: ['merchant'],
  input: z.strictObject({
    id: layoutId,
    merchant: targetMerchant,
    document: z.record(z.string(), z.unknown()),
    baseVersion: z.number().check(z.int(), z.gte(0)),
  }),
  answer: draft,
});

/** Operator (any role). 404 layout.draftNotFound when the document has no draft. */
export const opsDraftDelete = defineCall({
  method: 'DELETE',
  path: '/ops/drafts/:id',
  auth: 'ops',
  summary: 'Drops the draft of a document.',
  input: z.object({ id: layoutId, merchant: targetMerchant }),
  answer: z.object({ id: z.string(), removed }),
});

/**
 * Operator (publisher). The same checks as PUT /ops/layouts/:id (400 with every pointer); 404
 * layout.draftNotFound; 409 layout.conflict when a version was published after the draft's base.
 * A published draft is gone.
 */
export const opsDraftPublish = defineCall({
  method: 'POST',
  path: '/ops/drafts/:id/publish',
  auth: 'ops',
  summary: "Publishes a document's draft as its newest version, with an optional note for the history.",
  query: ['merchant'],
  input: z.strictObject({
    id: layoutId,
    merchant: targetMerchant,
    note: z.optional(z.string().check(z.maxLength(200))),
  }),
  answer: publishAnswer,
});
