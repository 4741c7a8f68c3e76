import type { ServerDeps } from '../deps';
import { layoutBundle } from '../layouts/bundle';
import { statusCode } from '../routes/accounts/system/status';
import { getMerchant, guestStorefront, templateParameters, whitelabelSwitches } from '../services/merchant';
import type { PageSettings } from './page-data';

/** The storefront merchant's settings a guest's first screen starts from (a navigation carries no session). */
export async function guestPageSettings({ store }: Pick<ServerDeps, 'store'>, layoutsDir: string): Promise<PageSettings> {
  const code = await guestStorefront(store.db);
  const merchant = await getMerchant(store.db, code);
  const bundle = await layoutBundle(store, layoutsDir, code);
  return {
    layouts: { etag: bundle.etag, documents: () => structuredClone(bundle.players) },
    template: await templateParameters(store.db, code),
    templateId: merchant.templateId,
    merchantCode: merchant.code,
    flags: await whitelabelSwitches(store.db, code),
    status: statusCode(merchant.maintenance, merchant.regionRestriction),
  };
}
