import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expandBundle } from '../../engine/templates/expand-bundle';
import type { Store } from '../data/store';
import { readDefaultLayouts } from './defaults';
import { currentOverrides, overridesSignature } from './store';

export interface LayoutBundle {
  etag: string;
  /** As written and published (template uses and all): what the lint and the operator tools read. */
  documents: Record<string, unknown>;
  /** What players get: template uses expanded, templates documents and operator notes left out. */
  players: Record<string, unknown>;
  /** JSON text of `{ success: true, value: { etag, documents } }`, built once per change. */
  body: string;
  /** The body compressed once per change (slow phone networks: ~280 KB becomes ~30 KB). */
  encoded: EncodedBody;
  /** First-visit answers (src/server/layouts/first-visit.ts), per set of documents, built on demand. */
  firstVisits: Map<string, { body: string; encoded: EncodedBody }>;
}

export interface EncodedBody {
  br: Buffer;
  gzip: Buffer;
}

/** Compressed once per change, not per request. */
export function encodeBody(body: string): EncodedBody {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

function withoutOperatorNotes(document: unknown): unknown {
  if (!document || typeof document !== 'object' || Array.isArray(document)) return document;
  const { description: _description, $schema: _schema, ...rest } = document as Record<string, unknown>;
  return rest;
}

const cache = new Map<string, { key: string; bundle: LayoutBundle }>();

/**
 * Every layout document of a merchant: repo defaults with the operator's published overrides on
 * top. The ETag hashes the content, so it survives restarts and only changes with the layouts.
 */
export async function layoutBundle(store: Store, layoutsDir: string, merchantCode: string): Promise<LayoutBundle> {
  const defaults = readDefaultLayouts(layoutsDir);
  const key = `${defaults.signature}#${await overridesSignature(store.db, merchantCode)}`;
  const cacheKey = `${layoutsDir}#${merchantCode}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.key === key) return hit.bundle;
  const documents: Record<string, unknown> = { ...defaults.documents };
  for (const o of await currentOverrides(store.db, merchantCode)) documents[o.id] = o.document;
  const sorted = Object.fromEntries(Object.keys(documents).sort().map((id) => [id, documents[id]]));
  const etag = `"${createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 27)}"`;
  // Players get the documents as the app renders them: template uses expanded and fragments with
  // params filled in here, once per change, so the phone needs no template code (the expanded
  // bundle is a few hundred bytes more on the wire; the code would be a few KB more on the first
  // screen). The templates documents themselves, and what only operators read (descriptions, editor
  // schema links), stay here: about a sixth of the bundle on the wire.
  const expanded = expandBundle(sorted).documents;
  const forPlayers = Object.fromEntries(
    Object.entries(expanded).filter(([, doc]) => (doc as { kind?: unknown } | null)?.kind !== 'templates').map(([id, doc]) => [id, withoutOperatorNotes(doc)]),
  );
  const body = JSON.stringify({ success: true, value: { etag, documents: forPlayers } });
  const bundle = { etag, documents: sorted, players: forPlayers, body, encoded: encodeBody(body), firstVisits: new Map() };
  cache.set(cacheKey, { key, bundle });
  return bundle;
}
