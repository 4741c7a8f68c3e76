import type { ServerDeps } from '../deps';
import { getMerchant, templateParameters, whitelabelSwitches } from './merchant';
import { registerSettings } from './register-settings';
import { serviceEntriesOf } from './messages/customer-service';
import { downloadLinksOf } from './system/site-links';

/** Where this platform serves each part (the client builds its links from these). */
const PATHS = { mobile: '/m', api: '/wps', media: '/media', play: '/play', staticAssets: '/assets-static' } as const;

/**
 * The status answer's `info`, with the spec's fields drawn from the merchant's live configuration
 * (customer service, downloads, template, switches, registration rules) so the maintenance and
 * region pages can show the same contact points as the app. Free-form facts the operator set with
 * PUT /ops/status (maintenanceMessage, maintenanceEnd, ...) are kept beside them.
 */
export async function statusInfo({ store }: Pick<ServerDeps, 'store'>, merchantCode: string) {
  const merchant = await getMerchant(store.db, merchantCode);
  const parameters = await templateParameters(store.db, merchantCode);
  const customerService = await serviceEntriesOf(store.db, merchantCode);
  const resources = await downloadLinksOf(store.db, merchantCode);
  const mainDomain = parameters.mainDomain ?? 'demo-gaming.example';
  return {
    ...merchant.statusInfo,
    customerService,
    domainRoute: { mobile: `https://m.${mainDomain}${PATHS.mobile}`, api: `https://m.${mainDomain}${PATHS.api}` },
    mobileTemplate: { templateId: merchant.templateId, title: parameters.title ?? merchant.name, language: parameters.language ?? 'EN' },
    paths: PATHS,
    register: await registerSettings(store.db, merchantCode),
    resources,
    whitelabel: await whitelabelSwitches(store.db, merchantCode),
    mainDomain,
    imageCDNs: (parameters.imageCDNs ?? `https://img1.${mainDomain},https://img2.${mainDomain}`).split(',').map((u) => u.trim()).filter(Boolean),
  };
}
