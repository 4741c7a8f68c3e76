import type { StoreDb } from '../data/store';

/** HEADER: the site logo in the header; FOOTER: the vendor logos in the home footer. */
export type LogoPosition = 'HEADER' | 'FOOTER';

/** Whether the merchant shows the logo at this position; shown unless the operator hid it. */
export async function isLogoVisible(db: StoreDb, merchantCode: string, position: LogoPosition): Promise<boolean> {
  const row = await db.selectFrom('logo_visibility').where('merchant_code', '=', merchantCode).where('position', '=', position).select('visible').executeTakeFirst();
  return (row?.visible ?? 1) === 1;
}

/** Shows or hides the merchant's logo at one position (the operator's switch). */
export async function setLogoVisibility(db: StoreDb, merchantCode: string, position: LogoPosition, visible: boolean): Promise<void> {
  const shown = visible ? 1 : 0;
  await db
    .insertInto('logo_visibility')
    .values({ merchant_code: merchantCode, position, visible: shown })
    .onConflict((oc) => oc.columns(['merchant_code', 'position']).doUpdateSet({ visible: shown }))
    .execute();
}
