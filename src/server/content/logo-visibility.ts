import type { Db } from '../db/open';

/** HEADER: the site logo in the header; FOOTER: the vendor logos in the home footer. */
export type LogoPosition = 'HEADER' | 'FOOTER';

/** Whether the merchant shows the logo at this position; shown unless the operator hid it. */
export function isLogoVisible(db: Db, merchantCode: string, position: LogoPosition): boolean {
  const row = db.prepare('SELECT visible FROM logo_visibility WHERE merchant_code = ? AND position = ?').get(merchantCode, position) as { visible: number } | undefined;
  return (row?.visible ?? 1) === 1;
}

/** Shows or hides the merchant's logo at one position (the operator's switch). */
export function setLogoVisibility(db: Db, merchantCode: string, position: LogoPosition, visible: boolean): void {
  db.prepare(
    'INSERT INTO logo_visibility (merchant_code, position, visible) VALUES (?, ?, ?) ON CONFLICT (merchant_code, position) DO UPDATE SET visible = excluded.visible',
  ).run(merchantCode, position, visible ? 1 : 0);
}
