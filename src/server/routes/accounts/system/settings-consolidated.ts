import { getSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { storefrontMerchant, templateParameters } from '../../../services/merchant';

/** GET /wps/system/settings/consolidated: download and social links, languages and money format. */
export const settingsConsolidatedRoute: RouteModule = (app, { db }) => {
  const downloads = db.prepare('SELECT resource_type AS resourceType, url FROM download_links WHERE merchant_code = ? ORDER BY resource_type');
  const socials = db.prepare('SELECT name, url FROM social_links WHERE merchant_code = ? ORDER BY sort');
  app.get('/wps/system/settings/consolidated', (req) => {
    const code = storefrontMerchant(db, getSession(db, req));
    const languages = (templateParameters(db, code).language ?? 'CN,EN').split(',').map((l) => l.trim()).filter(Boolean);
    return ok({
      merchantCode: code,
      languages,
      defaultLanguage: languages[0] ?? 'CN',
      currency: 'CNY',
      moneyDecimals: 2,
      downloadLinks: downloads.all(code),
      socialLinks: socials.all(code),
    });
  });
};
