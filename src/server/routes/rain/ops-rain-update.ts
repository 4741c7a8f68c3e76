import { z } from 'zod';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { RAIN_DEFAULTS, readRainConfig, rulesView, writeRainConfig, type RainConfig } from '../../services/rain/config';

const amount = z
  .number()
  .positive('must be positive')
  .max(1_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');
const count = z.number().int().min(1).max(100_000);

const body = z
  .object({
    enabled: z.boolean(),
    everySeconds: z.number().int().min(60).max(7 * 86_400),
    roundSeconds: z.number().int().min(10).max(3600),
    amountMin: amount,
    amountMax: amount,
    perMemberLimit: z.number().int().min(1).max(100),
    envelopesPerRound: count,
    roundBudget: amount,
    minDepositToday: z.number().min(0).max(1_000_000).refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals'),
  })
  .partial()
  .strict();

const cents = (n: number) => Math.round(n * 100);

/**
 * PATCH /ops/redRain: changes the demo merchant's rain; fields left out keep their value. Rounds
 * already stored keep the rules they started with; the next ones take the new ones.
 */
export const opsRainUpdateRoute: RouteModule = (app, { db, config }) => {
  app.patch('/ops/redRain', (req) => {
    requireOps(req, { db, config });
    const p = parseInput(body, req.body);
    const current = readRainConfig(db, DEFAULT_MERCHANT) ?? RAIN_DEFAULTS;
    const next: RainConfig = {
      enabled: p.enabled ?? current.enabled,
      everySeconds: p.everySeconds ?? current.everySeconds,
      roundSeconds: p.roundSeconds ?? current.roundSeconds,
      amountMinCents: p.amountMin === undefined ? current.amountMinCents : cents(p.amountMin),
      amountMaxCents: p.amountMax === undefined ? current.amountMaxCents : cents(p.amountMax),
      perMemberLimit: p.perMemberLimit ?? current.perMemberLimit,
      envelopesPerRound: p.envelopesPerRound ?? current.envelopesPerRound,
      roundBudgetCents: p.roundBudget === undefined ? current.roundBudgetCents : cents(p.roundBudget),
      minDepositTodayCents: p.minDepositToday === undefined ? current.minDepositTodayCents : cents(p.minDepositToday),
    };
    if (next.roundSeconds >= next.everySeconds) fail(400, 'validation.failed', 'Invalid roundSeconds: must be shorter than everySeconds', { field: 'roundSeconds' });
    if (next.amountMaxCents < next.amountMinCents) fail(400, 'validation.failed', 'Invalid amountMax: must not be below amountMin', { field: 'amountMax' });
    if (next.roundBudgetCents < next.amountMinCents) fail(400, 'validation.failed', 'Invalid roundBudget: must cover at least one envelope of amountMin', { field: 'roundBudget' });
    writeRainConfig(db, DEFAULT_MERCHANT, next);
    return ok(rulesView(next));
  });
};
