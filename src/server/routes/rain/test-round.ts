import { z } from 'zod';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { RAIN_DEFAULTS, readRainConfig } from '../../services/rain/config';
import { rulesOf, storeRound } from '../../services/rain/rounds';

const money = z.number().positive().max(1_000_000);
const body = z
  .object({
    /** Seconds from now until it starts (0 = live at once). */
    startsInSeconds: z.number().int().min(0).max(86_400).default(0),
    seconds: z.number().int().min(1).max(3600).default(60),
    perMemberLimit: z.number().int().min(1).max(100).optional(),
    envelopes: z.number().int().min(1).max(100_000).optional(),
    budget: money.optional(),
    amountMin: money.optional(),
    amountMax: money.optional(),
  })
  .strict();

/**
 * POST /ops/test/redRain/rounds: places a manual round of the demo merchant's rain (live now by
 * default; a live manual round wins over the schedule), with the rain's rules unless given.
 * Browser and contract tests use it to have a round live on demand. Only with OPS_TEST_HOOKS=1.
 */
export const rainTestRoundRoute: RouteModule = (app, { db, config }) => {
  if (!config.testHooks) return;
  app.post('/ops/test/redRain/rounds', (req) => {
    requireOps(req, { db, config });
    const p = parseInput(body, req.body);
    const rules = rulesOf(readRainConfig(db, DEFAULT_MERCHANT) ?? RAIN_DEFAULTS);
    const cents = (n: number | undefined, fallback: number) => (n === undefined ? fallback : Math.round(n * 100));
    const amountMinCents = cents(p.amountMin, rules.amountMinCents);
    const amountMaxCents = cents(p.amountMax, Math.max(rules.amountMaxCents, amountMinCents));
    if (amountMaxCents < amountMinCents) fail(400, 'validation.failed', 'Invalid amountMax: must not be below amountMin', { field: 'amountMax' });
    const startsAt = Date.now() + p.startsInSeconds * 1000;
    const round = storeRound(db, DEFAULT_MERCHANT, 'manual', { startsAt, endsAt: startsAt + p.seconds * 1000 }, {
      amountMinCents,
      amountMaxCents,
      perMemberLimit: p.perMemberLimit ?? rules.perMemberLimit,
      envelopes: p.envelopes ?? rules.envelopes,
      budgetCents: Math.max(cents(p.budget, rules.budgetCents), amountMinCents),
    });
    return ok({ id: round.id, startsAt: round.startsAt, endsAt: round.endsAt });
  });
};
