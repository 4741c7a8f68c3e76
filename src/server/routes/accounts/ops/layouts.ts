import { z } from 'zod';
import { validateLayoutDocument } from '../../../../engine/validate-ajv';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { getVersion, listVersions, publishLayout, removeOverride } from '../../../layouts/store';
import { layoutBundle } from '../../../layouts/bundle';
import { lintCatalogue } from '../../../layouts/lint-catalogue';
import { asWarnings, checkDocument } from '../../../layouts/check';
import { lintDocument } from '../../../../engine/lint';
import { layoutIdParams, targetMerchant } from './target-merchant';
import { refuseStaleBase } from './stale-base';
import { recordAudit } from '../../../services/audit';

const params = layoutIdParams;
const rollbackBody = z.object({ version: z.number().int().positive() });
const versionParams = params.extend({ version: z.coerce.number().int().positive() });

/**
 * PUT /ops/layouts/:id (body: the document; header X-Publish-Note optional) publishes a new version;
 * GET /ops/layouts/:id/versions lists them newest first; POST /ops/layouts/:id/rollback { version }
 * republishes an earlier version as the newest one (history is never rewritten);
 * GET /ops/layouts/:id/versions/:version returns one stored document; POST /ops/layouts/validate
 * checks a document without publishing it (preview before publishing); DELETE /ops/layouts/:id
 * drops the override so the repo default applies again (a version marks it; history is kept).
 * Every call but validate takes `?merchant=CODE` (default DEMO). A publish carrying X-Base-Version
 * (the version it was edited from) is refused with 409 when another version was published since.
 */
export const opsLayoutsRoute: RouteModule = (app, { db, config }) => {
  app.put('/ops/layouts/:id', (req) => {
    const operator = requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    const merchant = targetMerchant(db, req.query);
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) fail(400, 'validation.failed', 'Invalid body: a layout document (JSON object) is required');
    // X-Base-Version: the version the operator edited; publishing over a newer one is a conflict.
    const base = req.headers['x-base-version'];
    if (typeof base === 'string') refuseStaleBase(db, config.layoutsDir, merchant, id, Number(base), req.body);
    const warnings = checkDocument(db, config.layoutsDir, merchant, id, req.body);
    const note = typeof req.headers['x-publish-note'] === 'string' ? req.headers['x-publish-note'].slice(0, 200) : '';
    const version = publishLayout(db, merchant, id, req.body, note);
    recordAudit(db, operator, { merchant, action: 'publish', document: id, version, note });
    return ok({ id, version, merchant, warnings: asWarnings(warnings) });
  });
  app.get('/ops/layouts/:id/versions', (req) => {
    requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    const merchant = targetMerchant(db, req.query);
    return ok({ id, merchant, versions: listVersions(db, merchant, id) });
  });
  app.get('/ops/layouts/:id/versions/:version', (req) => {
    requireOps(req, { db, config });
    const { id, version } = parseInput(versionParams, req.params, 'params');
    const doc = getVersion(db, targetMerchant(db, req.query), id, version);
    if (doc === undefined) fail(404, 'layout.versionNotFound', `Layout ${id} has no version ${version}`);
    return ok({ id, version, document: doc });
  });
  app.post('/ops/layouts/validate', (req) => {
    // Checking a document changes nothing: an editor may.
    requireOps(req, { db, config }, 'editor');
    // validateLayoutDocument checks the limits first; the lint below only sees documents within them.
    const id = (req.body as { id?: unknown } | null)?.id;
    const documents = { ...layoutBundle(db, config.layoutsDir, targetMerchant(db, req.query)).documents, ...(typeof id === 'string' ? { [id]: req.body } : {}) };
    const result = validateLayoutDocument(req.body, documents);
    if (!result.ok) return ok({ ok: false, issues: result.issues.map((i) => ({ pointer: i.path, message: i.message })), warnings: [] });
    const findings = lintDocument(req.body, documents, lintCatalogue());
    const errors = findings.filter((f) => f.severity === 'error');
    return ok({ ok: errors.length === 0, issues: asWarnings(errors), warnings: asWarnings(findings.filter((f) => f.severity === 'warning')) });
  });
  app.post('/ops/layouts/:id/rollback', (req) => {
    const operator = requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    const { version } = parseInput(rollbackBody, req.body);
    const merchant = targetMerchant(db, req.query);
    const doc = getVersion(db, merchant, id, version);
    if (doc === undefined) fail(404, 'layout.versionNotFound', `Layout ${id} has no version ${version}`);
    // Re-checked: the schemas may have moved on since that version was published.
    checkDocument(db, config.layoutsDir, merchant, id, doc);
    const newVersion = publishLayout(db, merchant, id, doc, `rollback to v${version}`);
    recordAudit(db, operator, { merchant, action: 'rollback', document: id, version: newVersion, note: `rollback to v${version}` });
    return ok({ id, version: newVersion, restoredFrom: version, merchant });
  });
  app.delete('/ops/layouts/:id', (req) => {
    const operator = requireOps(req, { db, config });
    const { id } = parseInput(params, req.params, 'params');
    const merchant = targetMerchant(db, req.query);
    const version = removeOverride(db, merchant, id);
    if (version === null) fail(404, 'layout.noOverride', `Layout ${id} has no override for ${merchant}: the repo default already applies`);
    recordAudit(db, operator, { merchant, action: 'delete', document: id, version });
    return ok({ id, merchant, removed: true, version });
  });
};
