import { atomic } from '../../data/portable';
import type { StoreDb } from '../../data/store';

/**
 * Sets (a string) or removes (null) some of the merchant's template parameters, all in one
 * transaction. The caller has checked colours and contrast.
 */
export async function changeTemplateParameters(db: StoreDb, merchantCode: string, changes: Record<string, string | null>): Promise<void> {
  await atomic(db, async (trx) => {
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) {
        await trx.deleteFrom('template_parameters').where('merchant_code', '=', merchantCode).where('name', '=', name).execute();
      } else {
        await trx
          .insertInto('template_parameters')
          .values({ merchant_code: merchantCode, name, value })
          .onConflict((oc) => oc.columns(['merchant_code', 'name']).doUpdateSet({ value }))
          .execute();
      }
    }
  });
}
