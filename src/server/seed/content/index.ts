import type { Db } from '../../db/open';
import { BANNERS } from './banners';
import { generateGames } from './games';
import { FEEDBACK_TYPES, HELP_ITEMS } from './help';
import { seedLotteries } from './lotteries';
import { NOTICES, noticeParagraph } from './notices';
import { BANNERS_CN, NOTICES_CN } from './texts-cn';
import { setSeedText } from '../../content/texts-seed';
import { createPrng } from './prng';
import { seedPromotions } from './seed-promotions';
import { VENDORS, VENDOR_SORTING } from './vendors';
import { generateWinners } from './winners';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Same catalogue for every merchant and every run. */
const CATALOGUE_SEED = 'reference-platform-content-v1';

export interface SeedContentOptions {
  merchantCode: string;
  /** Anchor for dates (promotions, notices, winners); defaults to the current time. */
  now?: number;
}

/** Content rows that belong to one merchant; cleared first so seeding twice replaces, never duplicates. */
const MERCHANT_TABLES = ['vendors', 'vendor_sorting', 'games', 'winners', 'banners', 'promotion_categories', 'help_items', 'feedback_types', 'logo_visibility'];

/** Seeds games, vendors, winners, banners, announcements, promotions and help for one merchant. */
export function seedContent(db: Db, opts: SeedContentOptions): void {
  const now = opts.now ?? Date.now();
  const day0 = Math.floor(now / DAY_MS) * DAY_MS;
  const m = opts.merchantCode;
  const rng = createPrng(CATALOGUE_SEED);
  const games = generateGames(rng);
  const winners = generateWinners(rng, games);
  const demo = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').get(m, 'demo') as { id: number } | undefined;

  // The accounts seed may already hold a transaction (libsql does not nest them): join it then.
  const write = () => {
    for (const table of MERCHANT_TABLES) db.prepare(`DELETE FROM ${table} WHERE merchant_code = ?`).run(m);
    clearAnnouncements(db, m);
    db.prepare("DELETE FROM content_texts WHERE merchant_code = ? AND kind IN ('announcement', 'banner')").run(m);

    const vendor = db.prepare('INSERT INTO vendors (merchant_code, code, name, account_type_name, color, needs_real_member) VALUES (?, ?, ?, ?, ?, ?)');
    for (const v of VENDORS) vendor.run(m, v.code, v.name, v.name, v.color, v.trialAllowed ? 0 : 1);
    const sorting = db.prepare('INSERT INTO vendor_sorting (merchant_code, category, category_sort, vendor_code, vendor_sort) VALUES (?, ?, ?, ?, ?)');
    VENDOR_SORTING.forEach((c, ci) => c.vendors.forEach((code, vi) => sorting.run(m, c.category, ci, code, vi)));

    const game = db.prepare(
      `INSERT INTO games (merchant_code, node_id, game_id, node_name, game_name, display_name, game_type, vassalage, min_bet, min_line,
        is_new, hot, hot_rank, classifications, support_play, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    games.forEach((g, i) =>
      game.run(m, g.nodeId, g.gameId, g.nodeName, g.gameName, g.displayName, g.gameType, g.vassalage, g.minBet, g.minLine,
        g.isNew ? 1 : 0, g.hotRank === null ? 0 : 1, g.hotRank, g.classifications.join(','), g.supportPlay ? 1 : 0, i),
    );
    const winner = db.prepare('INSERT INTO winners (merchant_code, customer_name, node_id, win_amount, won_at) VALUES (?, ?, ?, ?, ?)');
    for (const w of winners) winner.run(m, w.customerName, w.nodeId, w.winAmount, now - w.minutesAgo * 60_000);

    const banner = db.prepare('INSERT INTO banners (merchant_code, group_name, title, subtitle, link, palette, sort) VALUES (?, ?, ?, ?, ?, ?, ?)');
    BANNERS.forEach((b, i) => {
      const { lastInsertRowid } = banner.run(m, b.groupName, b.title, b.subtitle, b.link, i, i);
      const cn = BANNERS_CN[b.title];
      if (cn) for (const field of ['title', 'subtitle'] as const) setSeedText(db, m, 'banner', Number(lastInsertRowid), 'CN', field, cn[field]);
    });

    const notice = db.prepare(
      `INSERT INTO announcements (merchant_code, type, group_name, title, content, start_date, end_date, no_expiry, hot, palette, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    );
    const image = db.prepare('INSERT INTO announcement_images (announcement_id, sequence, variant) VALUES (?, ?, ?)');
    const noticeIds = NOTICES.map((n, i) => {
      const start = day0 + n.startOffset * DAY_MS;
      const row = notice.get(m, n.type, n.groupName, n.title, n.content, start, n.noExpiry ? start : day0 + n.endOffset * DAY_MS, n.noExpiry ? 1 : 0, n.hot ? 1 : 0, i, i) as { id: number };
      if (n.withImage) image.run(row.id, 1, 'cover');
      const cn = NOTICES_CN[n.title];
      if (cn) {
        setSeedText(db, m, 'announcement', row.id, 'CN', 'title', cn.title);
        setSeedText(db, m, 'announcement', row.id, 'CN', 'content', cn.paragraphs.map(noticeParagraph).join(''));
      }
      return row.id;
    });
    seedPromotions(db, m, day0, demo?.id ?? null);

    const help = db.prepare('INSERT INTO help_items (merchant_code, device, language, title, content, sort) VALUES (?, ?, ?, ?, ?, ?)');
    for (const [language, items] of Object.entries(HELP_ITEMS)) items.forEach((h, i) => help.run(m, 'MOBILE', language, h.title, h.content, i));
    const feedbackType = db.prepare('INSERT INTO feedback_types (merchant_code, type, label_key, sort) VALUES (?, ?, ?, ?)');
    FEEDBACK_TYPES.forEach((f, i) => feedbackType.run(m, f.type, f.labelKey, i));
    const logo = db.prepare('INSERT INTO logo_visibility (merchant_code, position, visible) VALUES (?, ?, ?)');
    logo.run(m, 'HEADER', 1);
    logo.run(m, 'FOOTER', 1);

    seedLotteries(db, m);

    if (demo) seedDemoActivity(db, demo.id, games.map((g) => g.nodeId), noticeIds, now);
  };
  if (db.inTransaction) write();
  else db.transaction(write)();
}

function clearAnnouncements(db: Db, merchantCode: string): void {
  const ids = `SELECT id FROM announcements WHERE merchant_code = ?`;
  for (const table of ['announcement_categories', 'announcement_images', 'announcement_reads', 'promotion_signups']) {
    db.prepare(`DELETE FROM ${table} WHERE announcement_id IN (${ids})`).run(merchantCode);
  }
  db.prepare('DELETE FROM announcements WHERE merchant_code = ?').run(merchantCode);
}

/** A lived-in demo account: a few favourites, recent games and notices already read. */
function seedDemoActivity(db: Db, memberId: number, nodeIds: number[], noticeIds: number[], now: number): void {
  const favourite = db.prepare('INSERT OR IGNORE INTO game_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)');
  [0, 3, 31, 65, 212, 240].forEach((i, n) => favourite.run(memberId, nodeIds[i], now - n * 3_600_000));
  const recent = db.prepare('INSERT OR REPLACE INTO game_recent (member_id, node_id, played_at) VALUES (?, ?, ?)');
  [1, 33, 214, 2].forEach((i, n) => recent.run(memberId, nodeIds[i], now - (n + 1) * 1_800_000));
  const read = db.prepare('INSERT OR IGNORE INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)');
  for (const id of noticeIds.slice(2, 4)) read.run(memberId, id, now - DAY_MS);
}
