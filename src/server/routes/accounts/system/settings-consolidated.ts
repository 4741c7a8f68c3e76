import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { storefrontMerchant, templateParameters } from '../../../services/merchant';
import { downloadLinksOf, socialLinksOf } from '../../../services/system/site-links';

/** GET /wps/system/settings/consolidated: download and social links, languages and money format (template parameters currency_symbol, currency_position). */
export const settingsConsolidatedRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/settings/consolidated', (req) => {
    const code = storefrontMerchant(db, getSession(db, req));
    const parameters = templateParameters(db, code);
    const languages = (parameters.language ?? 'CN,EN').split(',').map((l) => l.trim()).filter(Boolean);
    return ok({
      merchantCode: code,
      languages,
      defaultLanguage: languages[0] ?? 'CN',
      currency: 'CNY',
      moneyDecimals: 2,
      // Where amounts put the symbol (winner board): F or empty before the amount, B after it.
      currencySymbol: parameters.currency_symbol ?? '¥',
      currencyPosition: parameters.currency_position === 'B' ? 'B' : 'F',
      downloadLinks: downloadLinksOf(db, code),
      socialLinks: socialLinksOf(db, code),
    });
  });
};
