import type { Db } from '../../db/open';
import { PROMOTION_CATEGORIES, PROMOTIONS, promotionHtml } from './promotions';
import { PROMOTION_TERMS_CN, PROMOTIONS_CN } from './texts-cn';
import { setSeedText } from '../../content/texts-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts categories, promotions (type PR) with two images each, and the demo member's sign-ups. */
export function seedPromotions(db: Db, merchantCode: string, day0: number, demoMemberId: number | null): void {
  const category = db.prepare('INSERT INTO promotion_categories (merchant_code, title, color, sort) VALUES (?, ?, ?, ?) RETURNING id');
  // Seed ids are local; each merchant's categories get their own database ids.
  const categoryIds = new Map<number, number>();
  PROMOTION_CATEGORIES.forEach((c, i) => categoryIds.set(c.id, (category.get(merchantCode, c.title, c.color, i) as { id: number }).id));

  const insert = db.prepare(
    `INSERT INTO announcements (merchant_code, type, group_name, title, content, start_date, end_date, no_expiry, image_required,
       remark_required, sign_up_enabled, sign_up_request_reward_type, hot, palette, sort)
     VALUES (?, 'PR', '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const link = db.prepare('INSERT INTO announcement_categories (announcement_id, category_id) VALUES (?, ?)');
  const image = db.prepare('INSERT INTO announcement_images (announcement_id, sequence, variant) VALUES (?, ?, ?)');
  const signUp = db.prepare('INSERT INTO promotion_signups (member_id, announcement_id, status, updated_at) VALUES (?, ?, ?, ?)');
  PROMOTIONS.forEach((promo, i) => {
    const start = day0 + promo.startOffset * DAY_MS;
    const end = promo.noExpiry ? start : day0 + promo.endOffset * DAY_MS;
    const row = insert.get(
      merchantCode, promo.title, promotionHtml(promo), start, end, promo.noExpiry ? 1 : 0,
      promo.imageRequired ? 'Y' : 'N', promo.remarkRequired ? 'Y' : 'N', promo.signUp ? 1 : 0, promo.rewardType, i < 3 ? 1 : 0, i, i,
    ) as { id: number };
    for (const c of promo.categories) link.run(row.id, categoryIds.get(c));
    image.run(row.id, 1, 'cover');
    image.run(row.id, 2, 'detail');
    if (demoMemberId !== null && promo.demoStatus) signUp.run(demoMemberId, row.id, promo.demoStatus, day0);
    const cn = PROMOTIONS_CN[promo.title];
    if (cn) {
      setSeedText(db, merchantCode, 'announcement', row.id, 'CN', 'title', cn.title);
      setSeedText(db, merchantCode, 'announcement', row.id, 'CN', 'content', promotionHtml(cn, PROMOTION_TERMS_CN));
    }
  });
}
