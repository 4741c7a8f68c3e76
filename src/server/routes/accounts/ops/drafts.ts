import { z } from 'zod';
import { LAYOUT_LIMITS } from '../../../../engine/limits';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { asWarnings, checkDocument } from '../../../layouts/check';
import { latestVersion, publishLayout } from '../../../layouts/store';
import { recordAudit } from '../../../services/audit';
import { deleteDraft, findDraft, saveDraft } from '../../../services/drafts';
import { refuseStaleBase } from './stale-base';
import { layoutIdParams, targetMerchant } from './target-merchant';

const draftBody = z.object({
  document: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().min(0),
}).strict();
const publishBody = z.object({ note: z.string().max(200).optional() }).strict();

/**
 * The studio's drafts, one per document and merchant (`?merchant=`, default DEMO):
 * PUT /ops/drafts/:id { document, baseVersion } saves one (an editor may: drafts reach no player);
 * DELETE /ops/drafts/:id drops it; POST /ops/drafts/:id/publish { note } publishes it after the
 * same checks as PUT /ops/layouts (400 with every pointer) and refuses with 409 `layout.conflict`
 * when a version was published after the draft's base; a published draft is gone.
 */
export const opsDraftsRoute: RouteModule = (app, { db, config }) => {
  app.put('/ops/drafts/:id', (req) => {
    const operator = requireOps(req, { db, config }, 'editor');
    const { id } = parseInput(layoutIdParams, req.params, 'params');
    const merchant = targetMerchant(db, req.query);
    const { document, baseVersion } = parseInput(draftBody, req.body);
    if (baseVersion > latestVersion(db, merchant, id)) fail(400, 'validation.failed', `Layout ${id} has no version ${baseVersion}`);
    // A draft larger than a document may be could never be published.
    if (JSON.stringify(document).length > LAYOUT_LIMITS.bytes) fail(400, 'layout.tooLarge', `A draft is at most ${LAYOUT_LIMITS.bytes / 1024} KB, as a published document`);
    return ok(saveDraft(db, merchant, id, document, baseVersion, operator.name));
  });
  app.delete('/ops/drafts/:id', (req) => {
    requireOps(req, { db, config }, 'editor');
    const { id } = parseInput(layoutIdParams, req.params, 'params');
    if (!deleteDraft(db, targetMerchant(db, req.query), id)) fail(404, 'layout.draftNotFound', `Layout ${id} has no draft`);
    return ok({ id, removed: true });
  });
  app.post('/ops/drafts/:id/publish', (req) => {
    const operator = requireOps(req, { db, config }, 'publisher');
    const { id } = parseInput(layoutIdParams, req.params, 'params');
    const merchant = targetMerchant(db, req.query);
    const { note = '' } = parseInput(publishBody, req.body ?? {});
    const draft = findDraft(db, merchant, id);
    if (!draft) fail(404, 'layout.draftNotFound', `Layout ${id} has no draft`);
    refuseStaleBase(db, config.layoutsDir, merchant, id, draft.baseVersion, draft.document);
    const warnings = checkDocument(db, config.layoutsDir, merchant, id, draft.document);
    const version = publishLayout(db, merchant, id, draft.document, note);
    deleteDraft(db, merchant, id);
    recordAudit(db, operator, { merchant, action: 'publish', document: id, version, note });
    return ok({ id, version, merchant, warnings: asWarnings(warnings) });
  });
};
