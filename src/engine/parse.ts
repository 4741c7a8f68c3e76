import './zod-config';
import type { $ZodError } from 'zod/v4/core';
import type { LayoutDocument, LayoutIssue } from './types';
import { layoutDocumentSchema } from './schema/documents';
import { toPointer } from './pointer';
import { checkSchemaVersion } from './version';

export type ParseResult =
  | { ok: true; doc: LayoutDocument; warnings: LayoutIssue[] }
  | { ok: false; issues: LayoutIssue[] };

function documentIdOf(json: unknown): string {
  if (json && typeof json === 'object' && typeof (json as { id?: unknown }).id === 'string') {
    return (json as { id: string }).id;
  }
  return '(unknown)';
}

function toIssues(documentId: string, error: $ZodError): LayoutIssue[] {
  return error.issues.map((issue) => ({ documentId, path: toPointer(issue.path), message: issue.message }));
}

/**
 * Checks a layout document: its version first (a newer major is refused, a newer minor is
 * accepted with a warning), then its structure. Never throws; issues carry JSON pointers.
 */
export function parseLayoutDocument(json: unknown, fallbackId?: string): ParseResult {
  const documentId = fallbackId && documentIdOf(json) === '(unknown)' ? fallbackId : documentIdOf(json);
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, issues: [{ documentId, path: '', message: 'a layout document must be a JSON object' }] };
  }
  const version = checkSchemaVersion((json as { schemaVersion?: unknown }).schemaVersion);
  if (version.status === 'refused') {
    return { ok: false, issues: [{ documentId, path: '/schemaVersion', message: version.message }] };
  }
  // Publishing refuses documents over the limits (limits.ts); one that got here anyway and
  // overflows the checker is refused, not thrown (the app keeps its last good copy).
  let parsed: ReturnType<typeof layoutDocumentSchema.safeParse>;
  try {
    parsed = layoutDocumentSchema.safeParse(json);
  } catch {
    return { ok: false, issues: [{ documentId, path: '', message: 'the document could not be checked (nested too deeply?)' }] };
  }
  if (!parsed.success) return { ok: false, issues: toIssues(documentId, parsed.error) };
  const warnings = version.status === 'newer-minor' ? [{ documentId, path: '/schemaVersion', message: version.message }] : [];
  return { ok: true, doc: parsed.data as LayoutDocument, warnings };
}
