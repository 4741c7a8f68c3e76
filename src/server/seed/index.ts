import type { Db } from '../db/open';
import { seedBenefits } from './benefits';
import { seedContent } from './content';
import { seedExtras } from './extras';
import { seedLinks } from './links';
import { DEMO_MERCHANT, TRIAL_MERCHANT, seedMerchants } from './merchant';
import { seedMembers, seedTrialAccounts } from './members';
import { balanceSeededAccounts } from './opening-balances';
import { seedOperators } from './operators';
import { seedRain } from './rain';
import { seedReference } from './reference';
import { seedRegisterSettings } from './register-settings';
import { seedReports } from './reports';

export interface SeedOptions {
  /** Skip the games/content part (tests of the accounts area that want a lean database). */
  skipContent?: boolean;
}

/** True once the demo merchant exists (seeding runs only on an empty database). */
export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(DEMO_MERCHANT) !== undefined;
}

/** Seeds the demo platform in one transaction: either everything is there or nothing. */
export function seed(db: Db, opts: SeedOptions = {}): void {
  db.transaction(() => {
    seedReference(db);
    seedMerchants(db);
    for (const code of [DEMO_MERCHANT, TRIAL_MERCHANT]) {
      seedRegisterSettings(db, code);
      seedLinks(db, code);
    }
    seedMembers(db, DEMO_MERCHANT);
    seedExtras(db, DEMO_MERCHANT);
    seedTrialAccounts(db, TRIAL_MERCHANT);
    seedRain(db, DEMO_MERCHANT);
    if (!opts.skipContent) seedContent(db, { merchantCode: DEMO_MERCHANT });
    // Bets name seeded games, so they come with the content.
    if (!opts.skipContent) seedReports(db, DEMO_MERCHANT);
    seedBenefits(db, DEMO_MERCHANT);
    seedOperators(db);
    balanceSeededAccounts(db);
  })();
}
