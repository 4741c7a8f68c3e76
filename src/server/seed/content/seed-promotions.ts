import type { StoreDb } from '../../data/store';
import { setText } from '../../content/texts';
import { insertRows, insertRowsReturningIds } from '../rows';
import { PROMOTION_CATEGORIES, PROMOTIONS, promotionHtml } from './promotions';
import { PROMOTION_TERMS_CN, PROMOTIONS_CN } from './texts-cn';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts categories, promotions (type PR) with two images each, and the demo member's sign-ups. */
export async function seedPromotions(db: StoreDb, merchantCode: string, day0: number, demoMemberId: number | null): Promise<void> {
  // Seed ids are local; each merchant's categories get their own database ids.
  const categoryRowIds = await insertRowsReturningIds(db, 'promotion_categories', PROMOTION_CATEGORIES.map((c, i) => ({ merchant_code: merchantCode, title: c.title, color: c.color, sort: i })));
  const categoryIds = new Map(PROMOTION_CATEGORIES.map((c, i) => [c.id, categoryRowIds[i]]));

  const ids = await insertRowsReturningIds(db, 'announcements', PROMOTIONS.map((promo, i) => {
    const start = day0 + promo.startOffset * DAY_MS;
    return {
      merchant_code: merchantCode, type: 'PR', group_name: '', title: promo.title, content: promotionHtml(promo), start_date: start, end_date: promo.noExpiry ? start : day0 + promo.endOffset * DAY_MS,
      no_expiry: promo.noExpiry ? 1 : 0, image_required: promo.imageRequired ? 'Y' : 'N', remark_required: promo.remarkRequired ? 'Y' : 'N', sign_up_enabled: promo.signUp ? 1 : 0,
      sign_up_request_reward_type: promo.rewardType, hot: i < 3 ? 1 : 0, palette: i, sort: i,
    };
  }));
  await insertRows(db, 'announcement_categories', PROMOTIONS.flatMap((promo, i) => promo.categories.map((c) => ({ announcement_id: ids[i], category_id: categoryOf(categoryIds, c) }))));
  await insertRows(db, 'announcement_images', ids.flatMap((id) => [{ announcement_id: id, sequence: 1, variant: 'cover' }, { announcement_id: id, sequence: 2, variant: 'detail' }]));
  if (demoMemberId !== null) {
    await insertRows(db, 'promotion_signups', PROMOTIONS.flatMap((promo, i) => (promo.demoStatus ? [{ member_id: demoMemberId, announcement_id: ids[i], status: promo.demoStatus, updated_at: day0 }] : [])));
  }
  for (const [i, promo] of PROMOTIONS.entries()) {
    const cn = PROMOTIONS_CN[promo.title];
    if (!cn) continue;
    await setText(db, merchantCode, 'announcement', ids[i], 'CN', 'title', cn.title);
    await setText(db, merchantCode, 'announcement', ids[i], 'CN', 'content', promotionHtml(cn, PROMOTION_TERMS_CN));
  }
}

function categoryOf(categoryIds: Map<number, number>, seedId: number): number {
  const id = categoryIds.get(seedId);
  if (id === undefined) throw new Error(`a promotion names the unknown category ${seedId}`);
  return id;
}
