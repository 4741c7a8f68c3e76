import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { earlyBody, takeEarly } from '../../early';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/layouts: every layout document by id; documents are validated by the engine, not here. */
export const layoutBundleSchema = z.union([
  z.object({ etag: z.string(), documents: z.record(z.string(), z.unknown()) }),
  z.object({ notModified: z.literal(true) }),
]);
export type LayoutBundleAnswer = z.infer<typeof layoutBundleSchema>;

/** With the etag of the copy in hand, a 304 answers `{ notModified: true }`. */
export function getLayoutBundle(etag?: string, callOptions?: CallOptions): Promise<LayoutBundleAnswer> {
  return call(layoutBundleSchema, async (signal) => {
    // A first visit's bundle may already be on its way (asked for without an ETag).
    if (!etag) {
      const early = takeEarly('/wps/layouts');
      if (early) return earlyBody(early, signal);
    }
    const request = etag ? api().headers({ 'If-None-Match': etag }) : api();
    // wretch rejects every non-2xx answer, 304 included, so "not modified" arrives as an error.
    return request
      .options({ signal })
      .get('/wps/layouts')
      .error(304, () => ({ success: true, value: { notModified: true } }))
      .json();
  }, callOptions);
}

export const layoutBundleEndpoint = defineEndpoint({
  name: 'layouts.bundle',
  description: 'Every layout document by id with its etag; with the etag of the copy in hand, { notModified: true } when unchanged.',
  params: z.strictObject({ etag: z.optional(z.string()) }),
  run: (p, env) => getLayoutBundle(p.etag, { signal: env.signal }),
});
