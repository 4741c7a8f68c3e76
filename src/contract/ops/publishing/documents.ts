import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { draft, draftInfo, layoutId, targetMerchant, whole } from './fields';

// Layout documents travel as written (template uses unexpanded, descriptions kept): they are
// free-form here (z.unknown()), the layout validator checks them when they are published.

/** Operator (any role). */
export const opsDocuments = defineCall({
  method: 'GET',
  path: '/ops/documents',
  auth: 'ops',
  summary: "Every document of the merchant with its kind, title, size, published version (0: the repo default applies) and its draft, if any.",
  input: z.object({ merchant: targetMerchant }),
  answer: z.object({
    merchant: z.string(),
    list: z.array(
      z.object({
        id: z.string(),
        /** screen, fragment, routes, chrome… ('unknown' when the document names none). */
        kind: z.string(),
        title: z.string(),
        /** Size of the document as JSON text. */
        bytes: whole,
        version: whole,
        draft: z.nullable(draftInfo),
      }),
    ),
  }),
});

/** Operator (any role): for the studio's preview, which expands template uses the way the platform does for players. */
export const opsBundle = defineCall({
  method: 'GET',
  path: '/ops/bundle',
  auth: 'ops',
  summary: 'Every document of the merchant as written, by id.',
  input: z.object({ merchant: targetMerchant }),
  answer: z.object({ merchant: z.string(), documents: z.record(z.string(), z.unknown()) }),
});

/** Operator (any role). 404 layout.notFound for an id the merchant's bundle has no document of. */
export const opsDocument = defineCall({
  method: 'GET',
  path: '/ops/documents/:id',
  auth: 'ops',
  summary: 'One document as published now, the repo default beside it (null when the repo has none), and its draft (null when none).',
  input: z.object({ id: layoutId, merchant: targetMerchant }),
  answer: z.object({
    id: z.string(),
    merchant: z.string(),
    version: whole,
    document: z.unknown(),
    repoDefault: z.unknown(),
    draft: z.nullable(draft),
  }),
});
