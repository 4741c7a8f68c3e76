import { atomic } from '../../data/portable';
import type { StoreDb } from '../../data/store';
import { setText } from '../../content/texts';
import { BANNERS } from './banners';
import { generateGames } from './games';
import { FEEDBACK_TYPES, HELP_ITEMS } from './help';
import { seedLotteries } from './lotteries';
import { NOTICES, noticeParagraph } from './notices';
import { BANNERS_CN, NOTICES_CN } from './texts-cn';
import { createPrng } from './prng';
import { seedPromotions } from './seed-promotions';
import { VENDORS, VENDOR_SORTING } from './vendors';
import { generateWinners } from './winners';
import { insertRows, insertRowsReturningIds, memberIds } from '../rows';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Same catalogue for every merchant and every run. */
const CATALOGUE_SEED = 'reference-platform-content-v1';

export interface SeedContentOptions {
  merchantCode: string;
  /** Anchor for dates (promotions, notices, winners); defaults to the current time. */
  now?: number;
}

/** Content rows that belong to one merchant; cleared first so seeding twice replaces, never duplicates. */
const MERCHANT_TABLES = ['vendors', 'vendor_sorting', 'games', 'winners', 'banners', 'promotion_categories', 'help_items', 'feedback_types', 'logo_visibility'] as const;

/**
 * Seeds games, vendors, winners, banners, announcements, promotions and help for one merchant, in
 * the caller's transaction when there is one (the whole seed's), else in its own.
 */
export function seedContent(db: StoreDb, opts: SeedContentOptions): Promise<void> {
  const now = opts.now ?? Date.now();
  const day0 = Math.floor(now / DAY_MS) * DAY_MS;
  const m = opts.merchantCode;
  const rng = createPrng(CATALOGUE_SEED);
  const games = generateGames(rng);
  const winners = generateWinners(rng, games);
  return atomic(db, async (trx) => {
    const demoId = (await memberIds(trx, m, ['demo'])).get('demo') ?? null;
    for (const table of MERCHANT_TABLES) await trx.deleteFrom(table).where('merchant_code', '=', m).execute();
    await clearAnnouncements(trx, m);
    await trx.deleteFrom('content_texts').where('merchant_code', '=', m).where('kind', 'in', ['announcement', 'banner']).execute();

    await insertRows(trx, 'vendors', VENDORS.map((v) => ({ merchant_code: m, code: v.code, name: v.name, account_type_name: v.name, color: v.color, needs_real_member: v.trialAllowed ? 0 : 1 })));
    await insertRows(trx, 'vendor_sorting', VENDOR_SORTING.flatMap((c, ci) => c.vendors.map((code, vi) => ({ merchant_code: m, category: c.category, category_sort: ci, vendor_code: code, vendor_sort: vi }))));
    await insertRows(trx, 'games', games.map((g, i) => ({
      merchant_code: m, node_id: g.nodeId, game_id: g.gameId, node_name: g.nodeName, game_name: g.gameName, display_name: g.displayName, game_type: g.gameType, vassalage: g.vassalage,
      min_bet: g.minBet, min_line: g.minLine, is_new: g.isNew ? 1 : 0, hot: g.hotRank === null ? 0 : 1, hot_rank: g.hotRank, classifications: g.classifications.join(','), support_play: g.supportPlay ? 1 : 0, sort: i,
    })));
    await insertRows(trx, 'winners', winners.map((w) => ({ merchant_code: m, customer_name: w.customerName, node_id: w.nodeId, win_amount: w.winAmount, won_at: now - w.minutesAgo * 60_000 })));

    const bannerIds = await insertRowsReturningIds(trx, 'banners', BANNERS.map((b, i) => ({ merchant_code: m, group_name: b.groupName, title: b.title, subtitle: b.subtitle, link: b.link, palette: i, sort: i })));
    for (const [i, b] of BANNERS.entries()) {
      const cn = BANNERS_CN[b.title];
      if (cn) for (const field of ['title', 'subtitle'] as const) await setText(trx, m, 'banner', bannerIds[i], 'CN', field, cn[field]);
    }

    const noticeIds = await insertRowsReturningIds(trx, 'announcements', NOTICES.map((n, i) => {
      const start = day0 + n.startOffset * DAY_MS;
      return { merchant_code: m, type: n.type, group_name: n.groupName, title: n.title, content: n.content, start_date: start, end_date: n.noExpiry ? start : day0 + n.endOffset * DAY_MS, no_expiry: n.noExpiry ? 1 : 0, hot: n.hot ? 1 : 0, palette: i, sort: i };
    }));
    await insertRows(trx, 'announcement_images', NOTICES.flatMap((n, i) => (n.withImage ? [{ announcement_id: noticeIds[i], sequence: 1, variant: 'cover' }] : [])));
    for (const [i, n] of NOTICES.entries()) {
      const cn = NOTICES_CN[n.title];
      if (!cn) continue;
      await setText(trx, m, 'announcement', noticeIds[i], 'CN', 'title', cn.title);
      await setText(trx, m, 'announcement', noticeIds[i], 'CN', 'content', cn.paragraphs.map(noticeParagraph).join(''));
    }
    await seedPromotions(trx, m, day0, demoId);

    await insertRows(trx, 'help_items', Object.entries(HELP_ITEMS).flatMap(([language, items]) => items.map((h, i) => ({ merchant_code: m, device: 'MOBILE', language, title: h.title, content: h.content, sort: i }))));
    await insertRows(trx, 'feedback_types', FEEDBACK_TYPES.map((f, i) => ({ merchant_code: m, type: f.type, label_key: f.labelKey, sort: i })));
    await insertRows(trx, 'logo_visibility', [{ merchant_code: m, position: 'HEADER', visible: 1 }, { merchant_code: m, position: 'FOOTER', visible: 1 }]);

    await seedLotteries(trx, m);

    if (demoId !== null) await seedDemoActivity(trx, demoId, games.map((g) => g.nodeId), noticeIds, now);
  });
}

async function clearAnnouncements(db: StoreDb, merchantCode: string): Promise<void> {
  const ids = db.selectFrom('announcements').where('merchant_code', '=', merchantCode).select('id');
  for (const table of ['announcement_categories', 'announcement_images', 'announcement_reads', 'promotion_signups'] as const) {
    await db.deleteFrom(table).where('announcement_id', 'in', ids).execute();
  }
  await db.deleteFrom('announcements').where('merchant_code', '=', merchantCode).execute();
}

/** A lived-in demo account: a few favourites, recent games and notices already read. */
async function seedDemoActivity(db: StoreDb, memberId: number, nodeIds: number[], noticeIds: number[], now: number): Promise<void> {
  const favourites = [0, 3, 31, 65, 212, 240].map((i, n) => ({ member_id: memberId, node_id: nodeIds[i], created_at: now - n * 3_600_000 }));
  await db.insertInto('game_favourites').values(favourites).onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing()).execute();
  const recent = [1, 33, 214, 2].map((i, n) => ({ member_id: memberId, node_id: nodeIds[i], played_at: now - (n + 1) * 1_800_000 }));
  await db.insertInto('game_recent').values(recent).onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet((eb) => ({ played_at: eb.ref('excluded.played_at') }))).execute();
  const reads = noticeIds.slice(2, 4).map((id) => ({ member_id: memberId, announcement_id: id, read_at: now - DAY_MS }));
  await db.insertInto('announcement_reads').values(reads).onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing()).execute();
}
