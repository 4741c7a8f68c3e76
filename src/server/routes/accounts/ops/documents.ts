import { opsBundle, opsDocument, opsDocuments } from '../../../../contract/ops/publishing/documents';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { layoutBundle } from '../../../layouts/bundle';
import { readDefaultLayouts } from '../../../layouts/defaults';
import { latestVersion, latestVersions } from '../../../layouts/store';
import { findDraft, listDrafts } from '../../../services/drafts';
import { targetMerchant } from './target-merchant';

const kindOf = (doc: unknown): string => String((doc as { kind?: unknown } | null)?.kind ?? 'unknown');
const titleOf = (doc: unknown): string => {
  const d = doc as { title?: unknown; description?: unknown } | null;
  return typeof d?.title === 'string' ? d.title : typeof d?.description === 'string' ? d.description.slice(0, 120) : '';
};

/**
 * What the studio lists and opens, as written (template uses unexpanded, descriptions kept;
 * src/contract/ops/publishing/documents.ts): every document of the merchant (screens, fragments,
 * routes, chrome, named actions, templates, texts) with its kind, size, published version (0: the
 * repo default applies) and whether a draft exists; one document as published now, the repo
 * default beside it, and the draft when there is one; every document as written, for the studio's
 * preview (which expands template uses the way the platform does for players). Any operator may read them.
 */
export const opsDocumentsRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  serve(app, deps, opsDocuments, async (input) => {
    const merchant = await targetMerchant(store.db, input);
    const { documents } = await layoutBundle(store, config.layoutsDir, merchant);
    const drafts = new Map((await listDrafts(store.db, merchant)).map((d) => [d.id, d]));
    const versions = await latestVersions(store.db, merchant);
    const list = Object.entries(documents).map(([id, doc]) => ({
      id,
      kind: kindOf(doc),
      title: titleOf(doc),
      bytes: JSON.stringify(doc).length,
      version: versions.get(id) ?? 0,
      draft: drafts.get(id) ?? null,
    }));
    return ok({ merchant, list });
  });
  serve(app, deps, opsBundle, async (input) => {
    const merchant = await targetMerchant(store.db, input);
    return ok({ merchant, documents: (await layoutBundle(store, config.layoutsDir, merchant)).documents });
  });
  serve(app, deps, opsDocument, async ({ id, ...input }) => {
    const merchant = await targetMerchant(store.db, input);
    const { documents } = await layoutBundle(store, config.layoutsDir, merchant);
    if (!Object.hasOwn(documents, id)) fail(404, 'layout.notFound', `No layout document ${id}`);
    const repoDefault = readDefaultLayouts(config.layoutsDir).documents;
    return ok({
      id,
      merchant,
      version: await latestVersion(store.db, merchant, id),
      document: documents[id],
      repoDefault: Object.hasOwn(repoDefault, id) ? repoDefault[id] : null,
      draft: await findDraft(store.db, merchant, id),
    });
  });
};
