import { consolidatedSettings } from '../../../../contract/system/site';
import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { templateParameters, requestMerchant } from '../../../services/merchant';
import { downloadLinksOf, socialLinksOf } from '../../../services/system/site-links';

/**
 * Download and social links, languages and money format (template parameters currency_symbol,
 * currency_position); src/contract/system/site.ts.
 */
export const settingsConsolidatedRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, consolidatedSettings, async (_input, req) => {
    const code = requestMerchant(req);
    const parameters = await templateParameters(deps.store.db, code);
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
      downloadLinks: await downloadLinksOf(store.db, code),
      socialLinks: await socialLinksOf(store.db, code),
    });
  });
};
