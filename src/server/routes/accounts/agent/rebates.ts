import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { Db } from '../../../db/open';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

export const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

const percent = z.number().min(0).max(100).refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');
const updateBody = z.object({
  username: z.string().trim().min(1, 'is required').max(32),
  rates: z.partialRecord(z.enum(REBATE_GAME_TYPES), percent).refine((r) => Object.keys(r).length > 0, 'at least one rate is required'),
});

/** Rates of one member as game type -> percent (0 when unset). */
export function ratesOf(db: Db, memberId: number): Record<string, number> {
  const rows = db.prepare('SELECT game_type AS type, rate_bp AS bp FROM agent_rebates WHERE member_id = ?').all(memberId) as { type: string; bp: number }[];
  const byType = new Map(rows.map((r) => [r.type, r.bp]));
  return Object.fromEntries(REBATE_GAME_TYPES.map((t) => [t, (byType.get(t) ?? 0) / 100]));
}

/** The highest rate per game type among a member's direct downlines (0 when none). */
function downlineCeiling(db: Db, memberId: number): Record<string, number> {
  const rows = db
    .prepare('SELECT r.game_type AS type, MAX(r.rate_bp) AS bp FROM agent_rebates r JOIN members m ON m.id = r.member_id WHERE m.parent_id = ? GROUP BY r.game_type')
    .all(memberId) as { type: string; bp: number }[];
  const byType = new Map(rows.map((r) => [r.type, r.bp]));
  return Object.fromEntries(REBATE_GAME_TYPES.map((t) => [t, (byType.get(t) ?? 0) / 100]));
}

/**
 * GET /wps/agent/rebates: the agent's own rebate rates and each direct member's (percent per game type).
 * POST /wps/agent/updateDownlineRebates { username, rates }: a downline's rate may not exceed the
 * agent's, nor fall below the highest rate that downline already gave its own members (400
 * rebate.exceeds with data.max, rebate.belowDownline with data.min).
 */
export const rebateRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/agent/rebates', (req) => {
    const s = requireAgent(db, req);
    const downlines = db.prepare('SELECT id, username FROM members WHERE parent_id = ? ORDER BY username').all(s.memberId) as { id: number; username: string }[];
    return ok({ own: ratesOf(db, s.memberId), downlines: downlines.map((d) => ({ username: d.username, rates: ratesOf(db, d.id) })) });
  });
  app.post('/wps/agent/updateDownlineRebates', (req) => {
    const s = requireAgent(db, req);
    const p = parseInput(updateBody, req.body);
    const target = db.prepare('SELECT id FROM members WHERE parent_id = ? AND username = ?').get(s.memberId, p.username) as { id: number } | undefined;
    if (!target) fail(404, 'downline.notFound', `${p.username} is not one of your members`);
    const own = ratesOf(db, s.memberId);
    // Rates only go down the hierarchy: never above the agent's own, never below what the member
    // already gave its own members (that would leave them earning more than their upline).
    const floor = downlineCeiling(db, target.id);
    for (const [type, rate] of Object.entries(p.rates)) {
      if (rate! > own[type]) fail(400, 'rebate.exceeds', `The ${type} rebate cannot exceed your own ${own[type]}%`, { field: `rates.${type}`, max: own[type] });
      if (rate! < floor[type]) {
        fail(400, 'rebate.belowDownline', `The ${type} rebate of ${p.username} cannot be lower than the ${floor[type]}% its own members have`, { field: `rates.${type}`, min: floor[type] });
      }
    }
    const upsert = db.prepare(
      'INSERT INTO agent_rebates (member_id, game_type, rate_bp) VALUES (?, ?, ?) ON CONFLICT(member_id, game_type) DO UPDATE SET rate_bp = excluded.rate_bp',
    );
    db.transaction(() => Object.entries(p.rates).forEach(([type, rate]) => upsert.run(target.id, type, Math.round(rate! * 100))))();
    return ok({ username: p.username, rates: ratesOf(db, target.id) });
  });
};
