import type { StoreDb } from '../data/store';

// What the generated images (routes/content/media-*.ts) are drawn from. Media URLs carry no
// merchant, so these look items up by their id or code alone.

/** What a banner's artwork is drawn from (its texts may be shown in another language). */
export interface BannerArtworkSource {
  id: number;
  merchantCode: string;
  title: string;
  subtitle: string;
  palette: number;
}

/** A game tile's source: the game and its vendor's colour (null when the vendor is not listed). */
export interface GameTileSource {
  gameName: string;
  vassalage: string;
  gameType: string;
  color: string | null;
}

/** An announcement image's source: the announcement's texts and the image's variant (cover or detail). */
export interface PromotionImageSource {
  title: string;
  content: string;
  palette: number;
  variant: string;
}

/** The banner with this id, or undefined. */
export function bannerArtworkSource(db: StoreDb, bannerId: number): Promise<BannerArtworkSource | undefined> {
  return db.selectFrom('banners').where('id', '=', bannerId).select(['id', 'merchant_code as merchantCode', 'title', 'subtitle', 'palette']).executeTakeFirst();
}

/** The promotion category with this id (title and icon colour), or undefined. */
export function promotionCategoryIconSource(db: StoreDb, categoryId: number): Promise<{ title: string; color: string } | undefined> {
  return db.selectFrom('promotion_categories').where('id', '=', categoryId).select(['title', 'color']).executeTakeFirst();
}

/**
 * The first game listed with this gameId, with its vendor's colour, or undefined. "First": the
 * same gameId may be listed by several merchants, whose tiles look alike; the lowest merchant
 * code is taken so every engine answers the same one.
 */
export function gameTileSource(db: StoreDb, gameId: string): Promise<GameTileSource | undefined> {
  return db
    .selectFrom('games as g')
    .leftJoin('vendors as v', (join) => join.onRef('v.merchant_code', '=', 'g.merchant_code').onRef('v.code', '=', 'g.vassalage'))
    .where('g.game_id', '=', gameId)
    .select(['g.game_name as gameName', 'g.vassalage', 'g.game_type as gameType', 'v.color'])
    .orderBy('g.merchant_code')
    .limit(1)
    .executeTakeFirst();
}

/** The icon colour of the first vendor listed with this code (lowest merchant code), or undefined. */
export async function vendorIconColour(db: StoreDb, vendorCode: string): Promise<string | undefined> {
  const row = await db.selectFrom('vendors').where('code', '=', vendorCode).select('color').orderBy('merchant_code').limit(1).executeTakeFirst();
  return row?.color;
}

/** Image `sequence` of announcement `announcementId`, or undefined when it has no such image. */
export function promotionImageSource(db: StoreDb, announcementId: number, sequence: number): Promise<PromotionImageSource | undefined> {
  return db
    .selectFrom('announcements as a')
    .innerJoin('announcement_images as i', (join) => join.onRef('i.announcement_id', '=', 'a.id').on('i.sequence', '=', sequence))
    .where('a.id', '=', announcementId)
    .select(['a.title', 'a.content', 'a.palette', 'i.variant'])
    .executeTakeFirst();
}
