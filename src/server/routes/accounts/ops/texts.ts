import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import { recordAudit } from '../../../services/audit';
import type { Operator } from '../../../services/operators';
import { bundledTextValues } from '../../../layouts/text-keys';
import { LOCALES_DIR } from '../../../layouts/lint-catalogue';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { asWarnings, checkDocument } from '../../../layouts/check';
import { layoutBundle } from '../../../layouts/bundle';
import { publishLayout } from '../../../layouts/store';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { SUPPORTED_VERSION_TEXT } from '../../../../engine/version';

/** The texts document's id in the layout bundle (served with it: same ETag, same 304). */
export const TEXTS_ID = 'texts';

type Languages = Record<string, Record<string, string>>;

const languagesBody = z.record(z.string().regex(/^[A-Z]{2,3}$/, 'languages are upper-case codes such as CN or EN'), z.record(z.string(), z.string()));
/** PATCH: a text sets the key, null gives the bundled text back. */
const patchBody = z.record(z.string().regex(/^[A-Z]{2,3}$/), z.record(z.string(), z.string().nullable()));

function currentTexts(documents: Record<string, unknown>): Languages {
  const doc = documents[TEXTS_ID] as { kind?: unknown; languages?: unknown } | undefined;
  return doc?.kind === 'texts' && doc.languages && typeof doc.languages === 'object' ? (doc.languages as Languages) : {};
}

const textsDocument = (languages: Languages) => ({ schemaVersion: SUPPORTED_VERSION_TEXT, kind: 'texts', id: TEXTS_ID, languages });

/**
 * Operator texts: any bundled text key overridden per language (both languages optional).
 * GET /ops/texts reads them (GET /ops/texts/bundled: the bundled defaults, for comparing); PUT replaces them all; PATCH sets keys (null removes one). Each change
 * is a version of the `texts` layout document, checked like any layout (unknown keys refused).
 */
export const opsTextsRoute: RouteModule = (app, { db, config }) => {
  const publish = (operator: Operator, languages: Languages, note: string) => {
    const doc = textsDocument(languages);
    const warnings = checkDocument(db, config.layoutsDir, DEFAULT_MERCHANT, TEXTS_ID, doc);
    const version = publishLayout(db, DEFAULT_MERCHANT, TEXTS_ID, doc, note);
    recordAudit(db, operator, { merchant: DEFAULT_MERCHANT, action: 'publish', document: TEXTS_ID, version, note });
    return ok({ version, languages, warnings: asWarnings(warnings) });
  };
  app.get('/ops/texts', (req) => {
    requireOps(req, { db, config });
    return ok({ languages: currentTexts(layoutBundle(db, config.layoutsDir, DEFAULT_MERCHANT).documents) });
  });
  app.get('/ops/texts/bundled', (req) => {
    requireOps(req, { db, config });
    return ok({ languages: bundledTextValues(LOCALES_DIR) });
  });
  app.put('/ops/texts', (req) => {
    const operator = requireOps(req, { db, config });
    return publish(operator, parseInput(languagesBody, req.body), 'texts replaced');
  });
  app.patch('/ops/texts', (req) => {
    const operator = requireOps(req, { db, config });
    const changes = parseInput(patchBody, req.body);
    const languages: Languages = structuredClone(currentTexts(layoutBundle(db, config.layoutsDir, DEFAULT_MERCHANT).documents));
    for (const [lang, texts] of Object.entries(changes)) {
      const target = (languages[lang] ??= {});
      for (const [key, text] of Object.entries(texts)) {
        if (text === null) delete target[key];
        else target[key] = text;
      }
      if (Object.keys(target).length === 0) delete languages[lang];
    }
    return publish(operator, languages, 'texts changed');
  });
};
