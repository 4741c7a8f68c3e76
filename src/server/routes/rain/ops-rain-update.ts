import { opsRainUpdate } from '../../../contract/rain/ops';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { DEFAULT_MERCHANT } from '../../services/merchant';
import { RAIN_DEFAULTS, readRainConfig, rulesView, writeRainConfig, type RainConfig } from '../../services/rain/config';

const cents = (n: number) => Math.round(n * 100);

/**
 * Changes the demo merchant's rain (src/contract/rain/ops.ts); fields left out keep their value.
 * Rounds already stored keep the rules they started with; the next ones take the new ones.
 */
export const opsRainUpdateRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsRainUpdate, async (p, req) => {
    requireOps(req, deps);
    const current = (await readRainConfig(store.db, DEFAULT_MERCHANT)) ?? RAIN_DEFAULTS;
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
    await writeRainConfig(store.db, DEFAULT_MERCHANT, next);
    return ok(rulesView(next));
  });
};
