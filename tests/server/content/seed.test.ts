import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/server/db/open';
import { sqliteStore } from '../../../src/server/data/store';
import { seed } from '../../../src/server/seed';
import { seedContent } from '../../../src/server/seed/content';
import { maskName } from '../../../src/server/seed/content/winners';

const NOW = Date.UTC(2026, 5, 15, 10, 30);

async function seeded() {
  const db = openDatabase(':memory:');
  const store = sqliteStore(db);
  await seed(store, { skipContent: true });
  await seedContent(store.db, { merchantCode: 'DEMO', now: NOW });
  return { db, store };
}
const all = (db: Db, sql: string) => db.prepare(sql).all();

describe('content seed', () => {
  it('is deterministic: two seeds give identical catalogues, winners and announcements', async () => {
    const { db: a } = await seeded();
    const { db: b } = await seeded();
    for (const sql of ['SELECT * FROM games ORDER BY node_id', 'SELECT * FROM winners ORDER BY id', 'SELECT * FROM announcements ORDER BY id', 'SELECT * FROM vendor_sorting ORDER BY category, vendor_code']) {
      expect(all(a, sql)).toEqual(all(b, sql));
    }
  });

  it('holds at least 300 games across at least 12 vendors, with new and hot flags and classifications', async () => {
    const { db } = await seeded();
    const games = db.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT vassalage) AS vendors, SUM(is_new) AS fresh, SUM(hot) AS hot FROM games').get() as Record<string, number>;
    expect(games.n).toBeGreaterThanOrEqual(300);
    expect(games.vendors).toBeGreaterThanOrEqual(12);
    expect(games.fresh).toBeGreaterThan(10);
    expect(games.hot).toBe(30);
    const live = (all(db, "SELECT DISTINCT classifications AS c FROM games WHERE game_type = 'LIVE'") as { c: string }[]).map((r) => r.c);
    expect(live).toEqual(expect.arrayContaining(['ROU', 'BAC']));
  });

  it('sorts vendors across every category, with e-sports and cockfight vendors inside SPORTS', async () => {
    const { db } = await seeded();
    const categories = (all(db, 'SELECT DISTINCT category FROM vendor_sorting ORDER BY category_sort') as { category: string }[]).map((r) => r.category);
    expect(categories).toEqual(['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT', 'ELOTT']);
    const sports = (all(db, "SELECT vendor_code AS v FROM vendor_sorting WHERE category = 'SPORTS'") as { v: string }[]).map((r) => r.v);
    expect(sports).toEqual(expect.arrayContaining(['IMES', 'TF', 'IA', 'SV3', 'DS88', 'SABA']));
  });

  it('gives the demo member every sign-up status, stored or derived', async () => {
    const { db } = await seeded();
    const stored = (all(db, 'SELECT DISTINCT status FROM promotion_signups') as { status: string }[]).map((r) => r.status).sort();
    expect(stored).toEqual(['CLAIMED', 'ISSUED', 'JOINED', 'PENDING', 'REJECTED']);
    const ended = db.prepare("SELECT COUNT(*) AS n FROM announcements WHERE type = 'PR' AND sign_up_enabled = 1 AND no_expiry = 0 AND end_date < ?").get(NOW) as { n: number };
    expect(ended.n).toBeGreaterThan(0);
  });

  it('has banners for every group, announcements of every type, long-term and one-day promotions', async () => {
    const { db } = await seeded();
    expect((all(db, 'SELECT DISTINCT group_name AS g FROM banners ORDER BY g') as { g: string }[]).map((r) => r.g)).toEqual(['m_game', 'm_home', 'm_reg']);
    expect((all(db, 'SELECT DISTINCT type FROM announcements ORDER BY type') as { type: string }[]).map((r) => r.type)).toEqual(['A', 'H', 'PL', 'PR', 'PU']);
    expect(db.prepare("SELECT COUNT(*) AS n FROM announcements WHERE type = 'A' AND group_name = 'm_home'").get()).toMatchObject({ n: 3 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM announcements WHERE type = 'PR' AND no_expiry = 1").get()).toMatchObject({ n: expect.any(Number) });
    expect((db.prepare("SELECT COUNT(*) AS n FROM announcements WHERE type = 'PR' AND no_expiry = 0 AND start_date = end_date").get() as { n: number }).n).toBe(1);
  });

  it('seeding again replaces the merchant content instead of duplicating it', async () => {
    const { db, store } = await seeded();
    const counts = () => db.prepare('SELECT (SELECT COUNT(*) FROM games) AS g, (SELECT COUNT(*) FROM announcements) AS a, (SELECT COUNT(*) FROM promotion_signups) AS s').all();
    const before = counts();
    await seedContent(store.db, { merchantCode: 'DEMO', now: NOW });
    expect(counts()).toEqual(before);
  });

  it('masks winner names like ab***9', async () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('abc')).toBe('a***');
    const names = (all((await seeded()).db, 'SELECT customer_name AS n FROM winners') as { n: string }[]).map((r) => r.n);
    for (const n of names) expect(n).toMatch(/^[a-z0-9]{1,2}\*\*\*[a-z0-9]?$/);
  });
});
