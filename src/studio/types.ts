export interface Operator {
  name: string;
  role: 'editor' | 'publisher';
  csrf: string | null;
}

export interface DraftInfo {
  baseVersion: number;
  updatedAt: number;
  updatedBy: string;
}

export interface DocumentEntry {
  id: string;
  kind: string;
  title: string;
  bytes: number;
  version: number;
  draft: DraftInfo | null;
}

export interface OpenDocument {
  id: string;
  version: number;
  document: unknown;
  repoDefault: unknown;
  draft: (DraftInfo & { document: unknown }) | null;
}

export interface VersionEntry {
  version: number;
  note: string;
  publishedAt: number;
}

export interface AuditEntry {
  at: number;
  actor: string;
  role: string;
  action: string;
  document: string;
  version: number | null;
  note: string;
}
