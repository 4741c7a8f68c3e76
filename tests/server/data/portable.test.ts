import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { atomic, containsIgnoringCase, isPostgres, roundHalfAway, jsonNumber, jsonText, sameTextIgnoringCase, utcDay } from '../../../src/server/data/portable';
import { bothEngines } from '../../support/engines';

describe.each(bothEngines())('SQL both engines answer alike on $engine', (engine) => {
  it('reads JSON fields, compares text ignoring case and names the UTC day', async () => {
    const store = await engine.open();
    expect(isPostgres(store.db)).toBe(engine.engine === 'postgres');
    await store.db.insertInto('merchants').values({ code: 'M', name: 'Demo Gaming', template_id: 'T', status_info: '{"source":"opening","bonus":12.5}' }).execute();
    await store.db.insertInto('layout_versions').values({ merchant_code: 'M', layout_id: 'x', version: 1, document: '{}', published_at: Date.UTC(2026, 10, 29, 23, 59) }).execute();
    const row = await store.db
      .selectFrom('merchants')
      .select([jsonText(store.db, 'status_info', 'source').as('source'), jsonText(store.db, 'status_info', 'none').as('none'), jsonNumber(store.db, 'status_info', 'bonus').as('bonus')])
      .where(sameTextIgnoringCase('name', 'DEMO gaming'))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'opening', none: null, bonus: 12.5 });
    const day = await store.db.selectFrom('layout_versions').select(utcDay(store.db, 'published_at').as('day')).executeTakeFirstOrThrow();
    expect(day.day).toBe('2026-11-29');
    expect(() => jsonText(store.db, 'status_info', "x'); DROP TABLE merchants; --")).toThrow(/not a JSON key/);
  });

  it("joins the caller's transaction, or opens its own: all of a change or none of it", async () => {
    const store = await engine.open();
    const insert = (db: Parameters<typeof atomic>[0], code: string) => db.insertInto('merchants').values({ code, name: code, template_id: 'T' }).execute();
    await expect(store.transaction(async (trx) => {
      await atomic(trx, async (inner) => insert(inner, 'A'));
      throw new Error('the caller fails after');
    })).rejects.toThrow('the caller fails after');
    await expect(atomic(store.db, async (trx) => {
      await insert(trx, 'B');
      await insert(trx, 'B');
    })).rejects.toThrow();
    const count = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM merchants`.execute(store.db);
    expect(Number(count.rows[0].n)).toBe(0);
  });

  it("numbers the rows of tables whose ids SQLite fills itself (INTEGER PRIMARY KEY), none lost when written at once", async () => {
    const store = await engine.open();
    const audit = (n: number) => store.db.insertInto('ops_audit').values({ at: n, actor: 'ann', role: 'publisher', merchant_code: 'M', action: 'publish' }).returning('id').executeTakeFirstOrThrow();
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => audit(n)));
    expect(ids.map((r) => r.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    const feedback = await store.db.insertInto('feedback').values({ member_id: 1, merchant_code: 'M', type: 1, sender: 's', content: 'c', created_at: 0 }).returning('id').executeTakeFirstOrThrow();
    expect(feedback.id).toBe(1);
  });

  it('finds a part of a text ignoring case, its wildcards matched as themselves', async () => {
    const store = await engine.open();
    await store.db.insertInto('merchants').values(['Agent_01', 'agentX01', 'a%b', 'back\\slash'].map((name, i) => ({ code: `M${i}`, name, template_id: 'T' }))).execute();
    const named = async (part: string) => (await store.db.selectFrom('merchants').where(containsIgnoringCase('name', part)).select('name').orderBy('code').execute()).map((r) => r.name);
    expect(await named('GENT')).toEqual(['Agent_01', 'agentX01']);
    expect(await named('t_0')).toEqual(['Agent_01']);
    expect(await named('%')).toEqual(['a%b']);
    expect(await named('k\\s')).toEqual(['back\\slash']);
  });

  it('rounds a JSON number to a whole one as SQLite does, halves away from zero', async () => {
    const store = await engine.open();
    const values = [0.125, -0.125, 1.005, 2.675, 0.3];
    await store.db.insertInto('merchants').values(values.map((bonus, i) => ({ code: `M${i}`, name: 'x', template_id: 'T', status_info: JSON.stringify({ bonus }) }))).execute();
    const rows = await store.db
      .selectFrom('merchants')
      .select(roundHalfAway(store.db, sql<number>`${jsonNumber(store.db, 'status_info', 'bonus')} * 100`).as('cents'))
      .orderBy('code')
      .execute();
    expect(rows.map((r) => Number(r.cents))).toEqual([13, -13, 100, 268, 30]);
  });
});
