import { sql } from 'kysely';
import { isPostgres } from '../data/portable';
import type { Store, StoreDb, StoreTransaction } from '../data/store';
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
export async function isSeeded(db: StoreDb): Promise<boolean> {
  return (await db.selectFrom('merchants').where('code', '=', DEMO_MERCHANT).select('code').executeTakeFirst()) !== undefined;
}

/**
 * Seeds the demo platform in one transaction: either everything is there or nothing. The order
 * is part of the data: ids are numbered as rows arrive (members, then their account records…).
 */
export async function seed(store: Store, opts: SeedOptions = {}): Promise<void> {
  await store.db.transaction().execute((trx) => seedInto(trx, opts));
}

/** Any fixed number: the lock nodes starting together take turns on, so one of them seeds. */
const SEED_LOCK = 7_312_002;

/**
 * Seeds an empty database, once, whichever nodes start on it together (the others wait for the
 * first, then find it seeded). Answers whether this call seeded it.
 */
export async function seedIfEmpty(store: Store, opts: SeedOptions = {}): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await isSeeded(trx)) return false;
    await seedInto(trx, opts);
    return true;
  });
}

async function seedInto(trx: StoreTransaction, opts: SeedOptions): Promise<void> {
  await seedReference(trx);
  await seedMerchants(trx);
  for (const code of [DEMO_MERCHANT, TRIAL_MERCHANT]) {
    await seedRegisterSettings(trx, code);
    await seedLinks(trx, code);
  }
  await seedMembers(trx, DEMO_MERCHANT);
  await seedExtras(trx, DEMO_MERCHANT);
  await seedTrialAccounts(trx, TRIAL_MERCHANT);
  await seedRain(trx, DEMO_MERCHANT);
  if (!opts.skipContent) await seedContent(trx, { merchantCode: DEMO_MERCHANT });
  // Bets name seeded games, so they come with the content.
  if (!opts.skipContent) await seedReports(trx, DEMO_MERCHANT);
  await seedBenefits(trx, DEMO_MERCHANT);
  await seedOperators(trx);
  await balanceSeededAccounts(trx);
}
