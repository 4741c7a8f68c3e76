import type { RouteShorthandOptions } from 'fastify';
import {
  opsLayoutDelete, opsLayoutPublish, opsLayoutRollback, opsLayoutValidate, opsLayoutVersion, opsLayoutVersions,
} from '../../../../contract/ops/publishing/layouts';
import { validateLayoutDocument } from '../../../../engine/validate-ajv';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { getVersion, listVersions, publishLayout, removeOverride } from '../../../layouts/store';
import { layoutBundle } from '../../../layouts/bundle';
import { lintCatalogue } from '../../../layouts/lint-catalogue';
import { asWarnings, checkDocument } from '../../../layouts/check';
import { lintDocument } from '../../../../engine/lint';
import { targetMerchant } from './target-merchant';
import { publishFromBase, refuseStaleBase } from './stale-base';
import { recordAudit } from '../../../services/audit';

/**
 * A merchant's layout documents (src/contract/ops/publishing/layouts.ts): publishing a new version
 * (the body is the document; header X-Publish-Note optional), listing the versions newest first,
 * rolling back (an earlier version republished as the newest one: history is never rewritten),
 * reading one stored version, checking a document without publishing it (preview before
 * publishing), and dropping the override so the repo default applies again (a version marks it;
 * history is kept). Every call takes `?merchant=CODE` (default DEMO). A publish carrying
 * X-Base-Version (the version it was edited from) is refused with 409 when another version was
 * published since.
 */
export const opsLayoutsRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  // Publishing, rolling back and deleting take a publisher: the role is checked before the input, as it always was.
  const publisher: RouteShorthandOptions = { preHandler: async (req) => { requireOps(req, deps, 'publisher'); } };
  serve(app, deps, opsLayoutPublish, async ({ id, merchant: code, document }, req) => {
    const operator = requireOps(req, deps, 'publisher');
    const merchant = await targetMerchant(store.db, { merchant: code });
    if (!document || typeof document !== 'object' || Array.isArray(document)) fail(400, 'validation.failed', 'Invalid body: a layout document (JSON object) is required');
    // X-Base-Version: the version the operator edited; publishing over a newer one is a conflict.
    const base = req.headers['x-base-version'];
    const baseVersion = typeof base === 'string' ? Number(base) : undefined;
    if (baseVersion !== undefined) await refuseStaleBase(store, config.layoutsDir, merchant, id, baseVersion, document);
    const warnings = await checkDocument(store, config.layoutsDir, merchant, id, document);
    const note = typeof req.headers['x-publish-note'] === 'string' ? req.headers['x-publish-note'].slice(0, 200) : '';
    const version = await publishFromBase(store, config.layoutsDir, merchant, id, document, { note, baseVersion });
    await recordAudit(store.db, operator, { merchant, action: 'publish', document: id, version, note });
    return ok({ id, version, merchant, warnings: asWarnings(warnings) });
  }, publisher);
  serve(app, deps, opsLayoutVersions, async ({ id, merchant: code }) => {
    const merchant = await targetMerchant(store.db, { merchant: code });
    return ok({ id, merchant, versions: await listVersions(store.db, merchant, id) });
  });
  serve(app, deps, opsLayoutVersion, async ({ id, version, merchant }) => {
    const doc = await getVersion(store.db, await targetMerchant(store.db, { merchant }), id, version);
    if (doc === undefined) fail(404, 'layout.versionNotFound', `Layout ${id} has no version ${version}`);
    return ok({ id, version, document: doc });
  });
  // Checking a document changes nothing: an editor may.
  serve(app, deps, opsLayoutValidate, async ({ merchant, document }) => {
    // validateLayoutDocument checks the limits first; the lint below only sees documents within them.
    const id = (document as { id?: unknown } | null)?.id;
    const documents = { ...(await layoutBundle(store, config.layoutsDir, await targetMerchant(store.db, { merchant }))).documents, ...(typeof id === 'string' ? { [id]: document } : {}) };
    const result = validateLayoutDocument(document, documents);
    if (!result.ok) return ok({ ok: false, issues: result.issues.map((i) => ({ pointer: i.path, message: i.message })), warnings: [] });
    const findings = lintDocument(document, documents, lintCatalogue());
    const errors = findings.filter((f) => f.severity === 'error');
    return ok({ ok: errors.length === 0, issues: asWarnings(errors), warnings: asWarnings(findings.filter((f) => f.severity === 'warning')) });
  });
  serve(app, deps, opsLayoutRollback, async ({ id, version, merchant: code }, req) => {
    const operator = requireOps(req, deps, 'publisher');
    const merchant = await targetMerchant(store.db, { merchant: code });
    const doc = await getVersion(store.db, merchant, id, version);
    if (doc === undefined) fail(404, 'layout.versionNotFound', `Layout ${id} has no version ${version}`);
    // Re-checked: the schemas may have moved on since that version was published.
    await checkDocument(store, config.layoutsDir, merchant, id, doc);
    const newVersion = await publishLayout(store, merchant, id, doc, { note: `rollback to v${version}` });
    await recordAudit(store.db, operator, { merchant, action: 'rollback', document: id, version: newVersion, note: `rollback to v${version}` });
    return ok({ id, version: newVersion, restoredFrom: version, merchant });
  }, publisher);
  serve(app, deps, opsLayoutDelete, async ({ id, merchant: code }, req) => {
    const operator = requireOps(req, deps, 'publisher');
    const merchant = await targetMerchant(store.db, { merchant: code });
    const version = await removeOverride(store, merchant, id);
    if (version === null) fail(404, 'layout.noOverride', `Layout ${id} has no override for ${merchant}: the repo default already applies`);
    await recordAudit(store.db, operator, { merchant, action: 'delete', document: id, version });
    return ok({ id, merchant, removed: true, version });
  }, publisher);
};
