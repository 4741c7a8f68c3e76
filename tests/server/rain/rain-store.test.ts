import { describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../../../src/server/services/ledger';
import { RAIN_DEFAULTS, readRainConfig, writeRainConfig } from '../../../src/server/services/rain/config';
import { grabEnvelope } from '../../../src/server/services/rain/grab';
import { memberGrabRounds, memberGrabTotals } from '../../../src/server/services/rain/member-grabs';
import { liveRound, storeRound } from '../../../src/server/services/rain/rounds';
import { bothEngines } from '../../support/engines';
import { addMember, allAtOnce, withMerchant } from '../services/money-rows';

const rules = { amountMinCents: 100, amountMaxCents: 300, perMemberLimit: 3, envelopes: 7, budgetCents: 1500 };

describe.each(bothEngines())('the red envelope rain on $engine', (engine) => {
  it('stores a merchant rain once and replaces it; a scheduled round is stored once, whoever meets it first', async () => {
    const store = await withMerchant(await engine.open());
    await writeRainConfig(store.db, 'DEMO', RAIN_DEFAULTS, 1);
    await writeRainConfig(store.db, 'DEMO', { ...RAIN_DEFAULTS, enabled: false, perMemberLimit: 9 }, 2);
    expect(await readRainConfig(store.db, 'DEMO')).toEqual({ ...RAIN_DEFAULTS, enabled: false, perMemberLimit: 9 });
    expect(await readRainConfig(store.db, 'OTHER')).toBeNull();
    const now = 10 * RAIN_DEFAULTS.everySeconds * 1000 + 5000;
    const met = await Promise.all(Array.from({ length: 5 }, () => liveRound(store.db, 'DEMO', RAIN_DEFAULTS, now)));
    expect(new Set(met.map((r) => r?.id)).size).toBe(1);
    expect(met[0]).toMatchObject({ source: 'schedule', perMemberLimit: RAIN_DEFAULTS.perMemberLimit, grabbed: 0, spentCents: 0 });
  });

  it('taps at once: envelopes, budget and each member limit hold, a repeated key is paid once', async () => {
    const store = await withMerchant(await engine.open());
    const members = [await addMember(store, 'ann', 0), await addMember(store, 'bob', 0), await addMember(store, 'cat', 0)];
    const round = await storeRound(store.db, 'DEMO', 'manual', { startsAt: 0, endsAt: 60_000 }, rules);
    // Each member taps five times with its own keys, and Ann sends the key "same" three times.
    const taps = members.flatMap((memberId) => Array.from({ length: 5 }, (_, i) => ({ memberId, key: `k${i}` })));
    taps.push(...Array.from({ length: 3 }, () => ({ memberId: members[0], key: 'same' })));
    const answers = await allAtOnce(taps.map((tap) => () => grabEnvelope(store, { ...tap, round, now: 1000, pick: (min) => min + 100 })));
    expect(answers.every((a) => a.status === 'fulfilled')).toBe(true);
    const same = answers.slice(-3).map((a) => (a.status === 'fulfilled' ? a.value : null));
    expect(same.filter((a) => a?.counted && !a.repeated).length).toBeLessThanOrEqual(1);
    expect(await store.db.selectFrom('red_rain_grabs').where('request_key', '=', 'same').select('id').execute()).toHaveLength(same.some((a) => a?.counted) ? 1 : 0);
    const stored = await store.db.selectFrom('red_rain_rounds').where('id', '=', round.id).select(['grabbed', 'spent_cents']).executeTakeFirstOrThrow();
    expect(stored.grabbed).toBeLessThanOrEqual(rules.envelopes);
    expect(stored.spent_cents).toBeLessThanOrEqual(rules.budgetCents);
    for (const memberId of members) {
      const totals = await memberGrabTotals(store.db, memberId);
      expect(totals.envelopes).toBeLessThanOrEqual(rules.perMemberLimit);
      expect(await memberGrabRounds(store.db, memberId, 10, 0)).toEqual(totals.envelopes ? [expect.objectContaining({ roundId: round.id, count: totals.envelopes, cents: totals.cents })] : []);
    }
    const grabs = await store.db.selectFrom('red_rain_grabs').select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('amount_cents').as('cents')]).executeTakeFirstOrThrow();
    expect([Number(grabs.n), Number(grabs.cents)]).toEqual([stored.grabbed, stored.spent_cents]);
    expect(await ledgerMismatches(store.db)).toEqual([]);
  });
});
