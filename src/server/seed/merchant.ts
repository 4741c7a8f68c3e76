import type { Db } from '../db/open';

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

export function seedMerchants(db: Db): void {
  const merchant = db.prepare(
    'INSERT INTO merchants (code, name, template_id, trial_merchant_code, status_info) VALUES (?, ?, ?, ?, ?)',
  );
  merchant.run(DEMO_MERCHANT, 'Demo merchant', 'MOBILE-DARK-1', TRIAL_MERCHANT, JSON.stringify({ maintenanceMessage: '', supportEmail: 'support@demo.example' }));
  merchant.run(TRIAL_MERCHANT, 'Demo merchant (trial accounts)', 'MOBILE-DARK-1', null, '{}');

  const parameter = db.prepare('INSERT INTO template_parameters (merchant_code, name, value) VALUES (?, ?, ?)');
  const switchRow = db.prepare('INSERT INTO whitelabel_switches (merchant_code, code, enabled) VALUES (?, ?, ?)');
  for (const code of [DEMO_MERCHANT, TRIAL_MERCHANT]) {
    for (const [name, value] of Object.entries(DEMO_TEMPLATE_PARAMETERS)) parameter.run(code, name, value);
    for (const [name, on] of Object.entries(DEMO_WHITELABEL)) switchRow.run(code, name, on ? 1 : 0);
  }
}
