import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { pathId } from '../../fields';
import { issue, layoutId, publishAnswer, removed, targetMerchant, whole } from './fields';

// A layout document is free-form here (z.unknown()): the layout validator (schemas and lint
// against the merchant's bundle) checks it, and answers every problem with its JSON pointer.

/**
 * Operator (publisher). The body is the document itself; header X-Publish-Note (optional, up to 200
 * characters kept) goes to the history; header X-Base-Version (the version it was edited from)
 * makes a publish over a newer version 409 layout.conflict. 400 layout.invalid / layout.lint /
 * layout.tooLarge / layout.unknownId / layout.idMismatch with every issue, nothing stored.
 */
export const opsLayoutPublish = defineCall({
  method: 'PUT',
  path: '/ops/layouts/:id',
  auth: 'ops',
  summary: "Publishes a new version of one of the merchant's layout documents; answers it with the lint's warnings.",
  query: ['merchant'],
  bodyField: 'document',
  input: z.object({ id: layoutId, merchant: targetMerchant, document: z.unknown() }),
  answer: publishAnswer,
});

/** Operator (any role). */
export const opsLayoutVersions = defineCall({
  method: 'GET',
  path: '/ops/layouts/:id/versions',
  auth: 'ops',
  summary: "A document's published versions, newest first (a removal of the override is a version too).",
  input: z.object({ id: layoutId, merchant: targetMerchant }),
  answer: z.object({
    id: z.string(),
    merchant: z.string(),
    versions: z.array(z.object({ version: whole, note: z.string(), publishedAt: whole })),
  }),
});

/** Operator (any role). 404 layout.versionNotFound (also for a version that removed the override). */
export const opsLayoutVersion = defineCall({
  method: 'GET',
  path: '/ops/layouts/:id/versions/:version',
  auth: 'ops',
  summary: 'One stored version of a document.',
  input: z.object({ id: layoutId, version: pathId, merchant: targetMerchant }),
  answer: z.object({ id: z.string(), version: whole, document: z.unknown() }),
});

/**
 * Operator (an editor may: it changes nothing). Checks against the merchant's bundle with this
 * document in place (under its own `id`). Not valid is still a 200: `ok` false with the issues.
 */
export const opsLayoutValidate = defineCall({
  method: 'POST',
  path: '/ops/layouts/validate',
  auth: 'ops',
  summary: 'Checks a layout document without publishing it: its schema issues or lint errors, and the lint warnings.',
  query: ['merchant'],
  bodyField: 'document',
  input: z.object({ merchant: targetMerchant, document: z.unknown() }),
  answer: z.object({ ok: z.boolean(), issues: z.array(issue), warnings: z.array(issue) }),
});

/**
 * Operator (publisher). History is never rewritten: the old version is re-checked (the schemas may
 * have moved on) and published again. 404 layout.versionNotFound.
 */
export const opsLayoutRollback = defineCall({
  method: 'POST',
  path: '/ops/layouts/:id/rollback',
  auth: 'ops',
  summary: 'Republishes an earlier version of a document as its newest one.',
  query: ['merchant'],
  input: z.object({ id: layoutId, version: z.number().check(z.int(), z.positive()), merchant: targetMerchant }),
  answer: z.object({ id: z.string(), version: whole, restoredFrom: whole, merchant: z.string() }),
});

/**
 * Operator (publisher). A version marks the removal; history is kept. 404 layout.noOverride when
 * the repo default already applies.
 */
export const opsLayoutDelete = defineCall({
  method: 'DELETE',
  path: '/ops/layouts/:id',
  auth: 'ops',
  summary: "Drops the merchant's override of a document so the repo default applies again.",
  input: z.object({ id: layoutId, merchant: targetMerchant }),
  answer: z.object({ id: z.string(), merchant: z.string(), removed, version: whole }),
});
