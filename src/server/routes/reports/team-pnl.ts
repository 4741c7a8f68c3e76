import { reportTeamPnl } from '../../../contract/reports/profit-loss';
import { requireAgent } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { addBetCents, memberFigures, profitAndLoss, type MemberCents } from '../../services/reports/figures';
import { resolvePeriod } from '../../services/reports/period';
import { teamMembers } from '../../services/reports/team';
import { pageFields, pageWindow } from '../../http/paging';

function sum(rows: MemberCents[]): MemberCents {
  const total: MemberCents = { betCount: 0, bet: 0, valid: 0, payout: 0, winLoss: 0, unsettled: 0, rebate: 0, deposits: 0, withdrawals: 0, depositBonus: 0, promotionBonus: 0, byType: new Map() };
  for (const r of rows) {
    addBetCents(total, r);
    total.deposits += r.deposits;
    total.withdrawals += r.withdrawals;
    total.depositBonus += r.depositBonus;
    total.promotionBonus += r.promotionBonus;
  }
  return total;
}

/**
 * Profit and loss of each team member for the period (src/contract/reports/profit-loss.ts: every
 * member of the scope, busiest first: by valid bets, then name), with the totals of the whole scope
 * on top; username narrows the list, not the totals.
 */
export const teamPnlRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, reportTeamPnl, async (q, req) => {
    const s = requireAgent(req);
    const period = resolvePeriod(q);
    const team = await teamMembers(store.db, s.memberId, { directOnly: q.scope === 'direct' });
    const figures = await memberFigures(store.db, team.map((m) => m.id), period);
    const needle = q.username?.toLowerCase();
    const rows = team
      .filter((m) => !needle || m.username.toLowerCase().includes(needle))
      .map((m) => ({ username: m.username, level: m.level, ...profitAndLoss(figures.get(m.id)!) }))
      .sort((a, b) => b.validBet - a.validBet || a.username.localeCompare(b.username));
    const { limit, offset } = pageWindow(q);
    return ok({
      startDate: period.startDate,
      endDate: period.endDate,
      memberCount: team.length,
      totals: profitAndLoss(sum([...figures.values()])),
      list: rows.slice(offset, offset + limit),
      ...pageFields(q, rows.length),
    });
  });
};
