import { rainTestRound } from '../../../contract/rain/ops';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { RAIN_DEFAULTS, readRainConfig } from '../../services/rain/config';
import { rulesOf, storeRound } from '../../services/rain/rounds';

/**
 * Places a manual round of the demo merchant's rain (src/contract/rain/ops.ts): live now by default
 * (a live manual round wins over the schedule), with the rain's rules unless given. Browser and
 * contract tests use it to have a round live on demand. Only with OPS_TEST_HOOKS=1.
 */
export const rainTestRoundRoute: RouteModule = (app, deps) => {
  const { store, config } = deps;
  if (!config.testHooks) return;
  serve(app, deps, rainTestRound, async (p, req) => {
    requireOps(req, deps);
    const rules = rulesOf((await readRainConfig(store.db, DEFAULT_MERCHANT)) ?? RAIN_DEFAULTS);
    const cents = (n: number | undefined, fallback: number) => (n === undefined ? fallback : Math.round(n * 100));
    const amountMinCents = cents(p.amountMin, rules.amountMinCents);
    const amountMaxCents = cents(p.amountMax, Math.max(rules.amountMaxCents, amountMinCents));
    if (amountMaxCents < amountMinCents) fail(400, 'validation.failed', 'Invalid amountMax: must not be below amountMin', { field: 'amountMax' });
    const startsAt = Date.now() + p.startsInSeconds * 1000;
    const round = await storeRound(store.db, DEFAULT_MERCHANT, 'manual', { startsAt, endsAt: startsAt + p.seconds * 1000 }, {
      amountMinCents,
      amountMaxCents,
      perMemberLimit: p.perMemberLimit ?? rules.perMemberLimit,
      envelopes: p.envelopes ?? rules.envelopes,
      budgetCents: Math.max(cents(p.budget, rules.budgetCents), amountMinCents),
    });
    return ok({ id: round.id, startsAt: round.startsAt, endsAt: round.endsAt });
  });
};
