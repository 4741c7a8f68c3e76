import { z } from 'zod/mini';
import { layoutBundle } from '../../../contract/system/layouts';
import { api, call, type CallOptions } from '../../client';
import { earlyBody, takeEarly } from '../../early';
import { defineEndpoint } from '../../endpoint';

/**
 * Every layout document by id (src/contract/system/layouts.ts); documents are validated by the
 * engine, not here. A first visit's share (`for`) names the kinds of the documents it leaves for
 * later in `pending`. A 304 (the copy in hand is current) reads as `{ notModified: true }`.
 */
export const layoutBundleSchema = z.union([layoutBundle.answer, z.object({ notModified: z.literal(true) })]);
export type LayoutBundleAnswer = z.infer<typeof layoutBundleSchema>;

/**
 * A first visit's two shares of the layouts: what the page at `path` needs first (index.html's
 * first script asks for it), and the rest, once that page is up.
 */
export interface FirstVisitShare {
  path: string;
  share: 'first' | 'rest';
}

/** The URL as index.html's first script asks it (so its early answer is found under it). */
const layoutsUrl = (visit?: FirstVisitShare) => (visit ? `${layoutBundle.path}?${visit.share === 'first' ? 'for' : 'after'}=${encodeURIComponent(visit.path)}` : layoutBundle.path);

/**
 * With the etag of the copy in hand, a 304 answers `{ notModified: true }`. Sent by its own sender:
 * it takes the early answer, sends If-None-Match and reads a 304.
 */
export function getLayoutBundle(etag?: string, visit?: FirstVisitShare, callOptions?: CallOptions): Promise<LayoutBundleAnswer> {
  return call(layoutBundleSchema, async (signal) => {
    const url = layoutsUrl(visit);
    if (!etag) {
      const early = takeEarly(url);
      if (early) return earlyBody(early, signal);
    }
    const request = etag ? api().headers({ 'If-None-Match': etag }) : api();
    // wretch rejects every non-2xx answer, 304 included, so "not modified" arrives as an error.
    return request
      .options({ signal })
      .get(url)
      .error(304, () => ({ success: true, value: { notModified: true } }))
      .json();
  }, callOptions);
}

export const layoutBundleEndpoint = defineEndpoint({
  name: 'layouts.bundle',
  description: 'Every layout document by id with its etag; with the etag of the copy in hand, { notModified: true } when unchanged.',
  call: layoutBundle,
  params: z.strictObject({ etag: z.optional(z.string()) }),
  run: (p, env) => getLayoutBundle(p.etag, undefined, { signal: env.signal }),
});
