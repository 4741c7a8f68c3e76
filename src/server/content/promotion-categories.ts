import type { Db } from '../db/open';

/** A promotion category of the menu (title is a translation key). */
export interface PromotionCategory {
  id: number;
  title: string;
}

/** The merchant's promotion categories, operator order. */
export function promotionCategoriesOf(db: Db, merchantCode: string): PromotionCategory[] {
  return db.prepare('SELECT id, title FROM promotion_categories WHERE merchant_code = ? ORDER BY sort, id').all(merchantCode) as PromotionCategory[];
}

