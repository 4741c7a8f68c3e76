import { documentsForPath } from '../../engine/route-documents';
import { encodeBody, type EncodedBody, type LayoutBundle } from './bundle';

/** Kept per bundle version: two per screen a first visit can open, so a few dozen at most. */
const MAX_FIRST_VISIT_ANSWERS = 200;

/** Which share of the bundle: what a first visit to a page needs first, or everything else. */
export type FirstVisitShare = 'first' | 'rest';

/**
 * A first visit's layouts in two shares. `first`: only the documents the page at `path` needs to
 * draw its first screen (about a third of the bundle on the wire), with the kinds of the others
 * (`pending`), so the app knows which screens are coming rather than missing. `rest`: the others,
 * asked for once the first screen is up; together they are the bundle of the same ETag. Built
 * once per share and bundle version.
 */
export function firstVisitAnswer(bundle: LayoutBundle, path: string, share: FirstVisitShare): { body: string; encoded: EncodedBody } {
  const first = new Set(documentsForPath(bundle.players, path));
  const key = `${share}:${[...first].join(',')}`;
  const cached = bundle.firstVisits.get(key);
  if (cached) return cached;
  const entries = Object.entries(bundle.players);
  const value =
    share === 'first'
      ? {
          etag: bundle.etag,
          documents: Object.fromEntries(entries.filter(([id]) => first.has(id))),
          pending: Object.fromEntries(entries.filter(([id]) => !first.has(id)).map(([id, doc]) => [id, String((doc as { kind?: unknown } | null)?.kind ?? '')])),
        }
      : { etag: bundle.etag, documents: Object.fromEntries(entries.filter(([id]) => !first.has(id))) };
  const body = JSON.stringify({ success: true, value });
  const answer = { body, encoded: encodeBody(body) };
  if (bundle.firstVisits.size < MAX_FIRST_VISIT_ANSWERS) bundle.firstVisits.set(key, answer);
  return answer;
}
