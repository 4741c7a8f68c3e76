import type { RouteShorthandOptions } from 'fastify';
import { opsDraftDelete, opsDraftPublish, opsDraftSave } from '../../../../contract/ops/publishing/drafts';
import { LAYOUT_LIMITS } from '../../../../engine/limits';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { asWarnings, checkDocument } from '../../../layouts/check';
import { latestVersion } from '../../../layouts/store';
import { recordAudit } from '../../../services/audit';
import { deleteDraft, findDraft, saveDraft } from '../../../services/drafts';
import { publishFromBase, refuseStaleBase } from './stale-base';
import { targetMerchant } from './target-merchant';

/**
 * The studio's drafts, one per document and merchant (`?merchant=`, default DEMO;
 * src/contract/ops/publishing/drafts.ts): saving one (an editor may: drafts reach no player),
 * dropping it, and publishing it after the same checks as PUT /ops/layouts (400 with every
 * pointer), refused with 409 `layout.conflict` when a version was published after the draft's
 * base; a published draft is gone.
 */
export const opsDraftsRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  // Publishing takes a publisher: the role is checked before the input, as it always was.
  const publisher: RouteShorthandOptions = { preHandler: async (req) => { requireOps(req, deps, 'publisher'); } };
  serve(app, deps, opsDraftSave, async ({ id, merchant: code, document, baseVersion }, req) => {
    const operator = requireOps(req, deps, 'editor');
    const merchant = await targetMerchant(store.db, { merchant: code });
    if (baseVersion > (await latestVersion(store.db, merchant, id))) fail(400, 'validation.failed', `Layout ${id} has no version ${baseVersion}`);
    // A draft larger than a document may be could never be published.
    if (JSON.stringify(document).length > LAYOUT_LIMITS.bytes) fail(400, 'layout.tooLarge', `A draft is at most ${LAYOUT_LIMITS.bytes / 1024} KB, as a published document`);
    return ok(await saveDraft(store.db, merchant, id, document, baseVersion, operator.name));
  });
  serve(app, deps, opsDraftDelete, async ({ id, merchant }) => {
    if (!(await deleteDraft(store.db, await targetMerchant(store.db, { merchant }), id))) fail(404, 'layout.draftNotFound', `Layout ${id} has no draft`);
    return ok({ id, removed: true });
  });
  serve(app, deps, opsDraftPublish, async ({ id, merchant: code, note = '' }, req) => {
    const operator = requireOps(req, deps, 'publisher');
    const merchant = await targetMerchant(store.db, { merchant: code });
    const draft = await findDraft(store.db, merchant, id);
    if (!draft) fail(404, 'layout.draftNotFound', `Layout ${id} has no draft`);
    await refuseStaleBase(store, config.layoutsDir, merchant, id, draft.baseVersion, draft.document);
    const warnings = await checkDocument(store, config.layoutsDir, merchant, id, draft.document);
    // The draft goes with the publish, in its transaction.
    const version = await publishFromBase(store, config.layoutsDir, merchant, id, draft.document, { note, baseVersion: draft.baseVersion, dropDraft: true });
    await recordAudit(store.db, operator, { merchant, action: 'publish', document: id, version, note });
    return ok({ id, version, merchant, warnings: asWarnings(warnings) });
  }, publisher);
};
