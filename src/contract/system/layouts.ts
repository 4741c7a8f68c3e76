import { z } from 'zod/mini';
import { defineCall } from '../call';

const pagePath = z.string().check(z.startsWith('/', 'must be a path such as /m/home'), z.maxLength(300));

/**
 * Answered with an ETag (304 with no body when If-None-Match names it) and compressed with br or
 * gzip when the client accepts it. With `for=<path>` a first visit's share: only the documents that
 * page's first screen needs, with the kinds of the rest in `pending`; with `after=<path>` the rest.
 */
export const layoutBundle = defineCall({
  method: 'GET',
  path: '/wps/layouts',
  summary: "The merchant's layout documents by id, with their etag.",
  input: z.object({
    /** A first visit's page: only the documents its first screen needs, and the kinds of the rest. */
    for: z.optional(pagePath),
    /** The same page's other documents, asked for once its first screen is up. */
    after: z.optional(pagePath),
  }),
  answer: z.object({
    etag: z.string(),
    // Layout documents are free-form here: the engine validates each against the layout schemas.
    documents: z.record(z.string(), z.unknown()),
    pending: z.optional(z.record(z.string(), z.string())),
  }),
});
