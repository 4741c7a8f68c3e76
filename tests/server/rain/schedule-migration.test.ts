import { describe, expect, it } from 'vitest';
import { openDatabase, runMigrations } from '../../../src/server/db/open';
import { rainSchema } from '../../../src/server/db/rain-schema';
import { sqliteStore } from '../../../src/server/data/store';
import { seed } from '../../../src/server/seed';
import { readRainConfig, RAIN_DEFAULTS } from '../../../src/server/services/rain/config';
import { nextScheduledSlot, scheduledSlot, utcDayStart } from '../../../src/server/services/rain/schedule';

const every = { everySeconds: 180, roundSeconds: 60 };

describe('the rain schedule', () => {
  it.each([
    [0, { startsAt: 0, endsAt: 60_000 }, true],
    [59_999, { startsAt: 0, endsAt: 60_000 }, true],
    [60_000, { startsAt: 180_000, endsAt: 240_000 }, false],
    [179_999, { startsAt: 180_000, endsAt: 240_000 }, false],
    [180_000, { startsAt: 180_000, endsAt: 240_000 }, true],
  ])('at %i ms the round is %o (live %s)', (now, slot, live) => {
    expect(scheduledSlot(every, now)).toEqual({ slot, live });
  });

  it('the next round follows the live one, or is the coming one', () => {
    expect(nextScheduledSlot(every, 10_000)).toEqual({ startsAt: 180_000, endsAt: 240_000 });
    expect(nextScheduledSlot(every, 100_000)).toEqual({ startsAt: 180_000, endsAt: 240_000 });
  });

  it('days are UTC days', () => {
    expect(utcDayStart(Date.UTC(2026, 0, 2, 23, 59))).toBe(Date.UTC(2026, 0, 2));
  });
});

describe('the rain migration', () => {
  it('gives a database seeded before the rain the default rain for its storefront only', async () => {
    const db = openDatabase(':memory:');
    await seed(sqliteStore(db), { skipContent: true });
    // As it was before the rain area existed.
    for (const table of ['red_rain_grabs', 'red_rain_rounds', 'red_rain_config']) db.exec(`DROP TABLE ${table}`);
    db.exec("DELETE FROM schema_migrations WHERE id LIKE 'rain:%'");
    expect(runMigrations(db, [{ area: 'rain', statements: rainSchema }])).toBe(rainSchema.length);
    const store = sqliteStore(db);
    expect(await readRainConfig(store.db, 'DEMO')).toEqual(RAIN_DEFAULTS);
    expect(await readRainConfig(store.db, 'DEMOTRIAL')).toBeNull();
    db.close();
  });
});
