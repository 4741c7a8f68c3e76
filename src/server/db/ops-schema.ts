/**
 * Operator tables. Append-only: add new statements at the end (the migration runner identifies
 * each by its index).
 *
 * operators: studio accounts, password stored as an scrypt hash, one role each: an editor works on
 * drafts, a publisher also publishes, rolls back and deletes (and changes switches, texts, colours).
 * ops_sessions: a signed-in operator; the cookie carries a random token, only its SHA-256 is kept,
 * with the CSRF token every changing call must echo. operator_id is NULL for a session opened
 * with the ops token. ops_audit: who changed what, when, with which note. ops_drafts: the studio's
 * unpublished work, one per merchant and document, with the published version it started from
 * (publishing it over a newer version is a conflict, never a silent overwrite).
 */
export const opsSchema: string[] = [
  `CREATE TABLE operators (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
    created_at INTEGER NOT NULL
  )`,
  `CREATE TABLE ops_sessions (
    token_hash TEXT PRIMARY KEY,
    operator_id INTEGER REFERENCES operators(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    csrf TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
  `CREATE TABLE ops_audit (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    role TEXT NOT NULL,
    merchant_code TEXT NOT NULL,
    action TEXT NOT NULL,
    document TEXT NOT NULL DEFAULT '',
    version INTEGER,
    note TEXT NOT NULL DEFAULT ''
  )`,
  'CREATE INDEX ops_audit_document ON ops_audit (merchant_code, document, id)',
  `CREATE TABLE ops_drafts (
    merchant_code TEXT NOT NULL,
    layout_id TEXT NOT NULL,
    document TEXT NOT NULL,
    base_version INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    updated_by TEXT NOT NULL,
    PRIMARY KEY (merchant_code, layout_id)
  )`,
  // What every node of a platform must share when several serve one PostgreSQL database: the RSA
  // pair that unwraps payload keys (src/server/security/keys.ts). One node on SQLite keeps it in files.
  `CREATE TABLE platform_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  )`,
];
