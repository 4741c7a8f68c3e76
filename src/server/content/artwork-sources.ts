import type { Db } from '../db/open';

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
export function bannerArtworkSource(db: Db, bannerId: number): BannerArtworkSource | undefined {
  return db.prepare('SELECT id, merchant_code AS merchantCode, title, subtitle, palette FROM banners WHERE id = ?').get(bannerId) as BannerArtworkSource | undefined;
}

/** The promotion category with this id (title and icon colour), or undefined. */
export function promotionCategoryIconSource(db: Db, categoryId: number): { title: string; color: string } | undefined {
  return db.prepare('SELECT title, color FROM promotion_categories WHERE id = ?').get(categoryId) as { title: string; color: string } | undefined;
}

/** The first game listed with this gameId, with its vendor's colour, or undefined. */
export function gameTileSource(db: Db, gameId: string): GameTileSource | undefined {
  return db
    .prepare(
      `SELECT g.game_name AS gameName, g.vassalage, g.game_type AS gameType, v.color
         FROM games g LEFT JOIN vendors v ON v.merchant_code = g.merchant_code AND v.code = g.vassalage
        WHERE g.game_id = ? LIMIT 1`,
    )
    .get(gameId) as GameTileSource | undefined;
}

/** The icon colour of the first vendor listed with this code, or undefined. */
export function vendorIconColour(db: Db, vendorCode: string): string | undefined {
  const row = db.prepare('SELECT color FROM vendors WHERE code = ? LIMIT 1').get(vendorCode) as { color: string } | undefined;
  return row?.color;
}

/** Image `sequence` of announcement `announcementId`, or undefined when it has no such image. */
export function promotionImageSource(db: Db, announcementId: number, sequence: number): PromotionImageSource | undefined {
  return db
    .prepare(
      `SELECT a.title, a.content, a.palette, i.variant FROM announcements a
         JOIN announcement_images i ON i.announcement_id = a.id AND i.sequence = ? WHERE a.id = ?`,
    )
    .get(sequence, announcementId) as PromotionImageSource | undefined;
}
