import { atomic } from '../../data/portable';
import type { StoreDb } from '../../data/store';

/** Turns the given white-label switches of the merchant on or off in one transaction; the others stay as they are. */
export async function setWhitelabelSwitches(db: StoreDb, merchantCode: string, changes: Record<string, boolean>): Promise<void> {
  await atomic(db, async (trx) => {
    for (const [code, on] of Object.entries(changes)) {
      const enabled = on ? 1 : 0;
      await trx
        .insertInto('whitelabel_switches')
        .values({ merchant_code: merchantCode, code, enabled })
        .onConflict((oc) => oc.columns(['merchant_code', 'code']).doUpdateSet({ enabled }))
        .execute();
    }
  });
}
