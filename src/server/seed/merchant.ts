import type { StoreDb } from '../data/store';
import { insertRows } from './rows';

export const DEMO_MERCHANT = 'DEMO';
export const TRIAL_MERCHANT = 'DEMOTRIAL';

/** Template parameters are strings by contract (the client parses what it needs). */
export const DEMO_TEMPLATE_PARAMETERS: Record<string, string> = {
  title: 'Demo Gaming',
  language: 'CN,EN',
  logo: '/assets-static/demo/logo.svg',
  loadingImage: '/assets-static/demo/loading.svg',
  favicon: '/assets-static/demo/favicon.svg',
  pwaIcon192: '/assets-static/demo/icon-192.png',
  pwaIcon512: '/assets-static/demo/icon-512.png',
  primaryColor: '#f5b400',
  backgroundColor: '#111318',
  switch_register_button: '1',
  footer_nav: 'home,activity,invite,deposit,member,service',
  mem_cen: '1',
  dep_func: '1',
};

/** Every whitelabel switch, with the demo merchant's defaults. */
export const DEMO_WHITELABEL: Record<string, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: true,
  MOBILENUMOTPVERFREG3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  MOBILEVERIFYLOGIN3: true,
  SLIDERVERF3: true,
  REWCEN3: true,
  PTSYS3: true,
  TRANSBETREPMEM3: true,
  TRANSREC3: true,
  SECPRIV: true,
  MAILCEN: true,
  MYACC: true,
  CBS3: true,
  CHNGPASSVERIF3: true,
  CHNGPASSMAIL3: true,
  VIPBENEFITS3: true,
  PNL3: true,
  REFERRAL3: true,
  DIVIDEND3: true,
  AGENTTEAM3: true,
  REDRAIN3: true,
  FREEPLAY3: true,
};

export async function seedMerchants(db: StoreDb): Promise<void> {
  await insertRows(db, 'merchants', [
    { code: DEMO_MERCHANT, name: 'Demo merchant', template_id: 'MOBILE-DARK-1', trial_merchant_code: TRIAL_MERCHANT, status_info: JSON.stringify({ maintenanceMessage: '', supportEmail: 'support@demo.example' }) },
    { code: TRIAL_MERCHANT, name: 'Demo merchant (trial accounts)', template_id: 'MOBILE-DARK-1', trial_merchant_code: null, status_info: '{}' },
  ]);
  const codes = [DEMO_MERCHANT, TRIAL_MERCHANT];
  await insertRows(db, 'template_parameters', codes.flatMap((code) => Object.entries(DEMO_TEMPLATE_PARAMETERS).map(([name, value]) => ({ merchant_code: code, name, value }))));
  await insertRows(db, 'whitelabel_switches', codes.flatMap((code) => Object.entries(DEMO_WHITELABEL).map(([name, on]) => ({ merchant_code: code, code: name, enabled: on ? 1 : 0 }))));
}
