import type { StoreDb } from '../data/store';

/** A promotion category of the menu (title is a translation key). */
export interface PromotionCategory {
  id: number;
  title: string;
}

/** The merchant's promotion categories, operator order. */
export function promotionCategoriesOf(db: StoreDb, merchantCode: string): Promise<PromotionCategory[]> {
  return db.selectFrom('promotion_categories').where('merchant_code', '=', merchantCode).select(['id', 'title']).orderBy('sort').orderBy('id').execute();
}
