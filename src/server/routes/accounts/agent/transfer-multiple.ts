import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { transferBatch } from '../../../services/agents/transfers';
import { money, moneyUpTo } from '../../../http/money';

const body = z.object({
  transfers: z
    .array(z.object({ username: z.string().trim().min(1, 'is required').max(32), amount: moneyUpTo(1_000_000) }))
    .min(1, 'needs at least one transfer')
    .max(50, 'at most 50 transfers at once')
    .refine((t) => new Set(t.map((x) => x.username.toLowerCase())).size === t.length, 'names a member twice'),
});

/**
 * POST /wps/agent/transferMultipleDownline { transfers: [{ username, amount }] }: moves money from
 * the agent to several direct members in one transaction: all transfers happen or none does (an
 * unknown or disabled member, or a total above the agent's balance, refuses the whole batch).
 */
export const transferMultipleRoute: RouteModule = (app, { db }) => {
  app.post('/wps/agent/transferMultipleDownline', (req) => {
    const s = requireAgent(db, req);
    const { transfers } = parseInput(body, req.body);
    return ok(transferBatch(db, { id: s.memberId, username: s.username }, transfers));
  });
};
