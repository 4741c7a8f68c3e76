import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod/mini';
import { opsBundledTexts, opsTexts, opsTextsChange, opsTextsReplace } from '../../../../contract/ops/settings/texts';
import { requireOps } from '../../../auth/ops';
import { recordAudit } from '../../../services/audit';
import type { Operator } from '../../../services/operators';
import { bundledTextValues } from '../../../layouts/text-keys';
import { LOCALES_DIR } from '../../../layouts/lint-catalogue';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { parseInput } from '../../../http/validate';
import { asWarnings, checkDocument } from '../../../layouts/check';
import { layoutBundle } from '../../../layouts/bundle';
import { publishLayout } from '../../../layouts/store';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { SUPPORTED_VERSION_TEXT } from '../../../../engine/version';

/** The texts document's id in the layout bundle (served with it: same ETag, same 304). */
export const TEXTS_ID = 'texts';

type Languages = Record<string, Record<string, string>>;

/**
 * The body is the language map itself: one that is no map at all (a list, a text) is refused as it
 * always was, rather than read as no languages (which would remove every override).
 */
const languageMap = z.record(z.string(), z.unknown());

function currentTexts(documents: Record<string, unknown>): Languages {
  const doc = documents[TEXTS_ID] as { kind?: unknown; languages?: unknown } | undefined;
  return doc?.kind === 'texts' && doc.languages && typeof doc.languages === 'object' ? (doc.languages as Languages) : {};
}

const textsDocument = (languages: Languages) => ({ schemaVersion: SUPPORTED_VERSION_TEXT, kind: 'texts', id: TEXTS_ID, languages });

/**
 * Operator texts (src/contract/ops/settings/texts.ts): any bundled text key overridden per language
 * (both languages optional). They are read (and the bundled defaults, for comparing), replaced all
 * at once, or changed key by key (null removes one). Each change is a version of the `texts` layout
 * document, checked like any layout (unknown keys refused).
 */
export const opsTextsRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  // A publisher's change: the role is checked before the input, as it always was.
  const publisher: RouteShorthandOptions = {
    preHandler: async (req) => {
      requireOps(req, deps, 'publisher');
      parseInput(languageMap, req.body);
    },
  };
  const publish = async (operator: Operator, languages: Languages, note: string) => {
    const doc = textsDocument(languages);
    const warnings = await checkDocument(store, config.layoutsDir, DEFAULT_MERCHANT, TEXTS_ID, doc);
    const version = await publishLayout(store, DEFAULT_MERCHANT, TEXTS_ID, doc, { note });
    await recordAudit(store.db, operator, { merchant: DEFAULT_MERCHANT, action: 'publish', document: TEXTS_ID, version, note });
    return ok({ version, languages, warnings: asWarnings(warnings) });
  };
  const texts = async () => currentTexts((await layoutBundle(store, config.layoutsDir, DEFAULT_MERCHANT)).documents);
  serve(app, deps, opsTexts, async () => ok({ languages: await texts() }));
  serve(app, deps, opsBundledTexts, () => ok({ languages: bundledTextValues(LOCALES_DIR) }));
  serve(app, deps, opsTextsReplace, (languages, req) => publish(requireOps(req, deps, 'publisher'), languages, 'texts replaced'), publisher);
  serve(app, deps, opsTextsChange, async (changes, req) => {
    const operator = requireOps(req, deps, 'publisher');
    const languages: Languages = structuredClone(await texts());
    for (const [lang, texts] of Object.entries(changes)) {
      const target = (languages[lang] ??= {});
      for (const [key, text] of Object.entries(texts)) {
        if (text === null) delete target[key];
        else target[key] = text;
      }
      if (Object.keys(target).length === 0) delete languages[lang];
    }
    return publish(operator, languages, 'texts changed');
  }, publisher);
};
