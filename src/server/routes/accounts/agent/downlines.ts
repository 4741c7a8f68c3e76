import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { money, moneyUpTo } from '../../../http/money';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { directMembersByName } from '../../../services/agents/downlines';
import { transferToDownline } from '../../../services/agents/transfers';

const transferBody = z.object({
  username: z.string().trim().min(1, 'is required').max(32),
  amount: moneyUpTo(1_000_000),
});

/**
 * GET /wps/agent/downlines: the agent's direct members. POST /wps/agent/transferDownline
 * { username, amount }: moves money from the agent's wallet to a direct downline, atomically (never
 * to a disabled one).
 */
export const downlineRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/agent/downlines', (req) => {
    const s = requireAgent(db, req);
    return ok(directMembersByName(db, s.memberId));
  });
  app.post('/wps/agent/transferDownline', (req) => {
    const s = requireAgent(db, req);
    const p = parseInput(transferBody, req.body);
    const cents = Math.round(p.amount * 100);
    return ok({ sumBalance: transferToDownline(db, { id: s.memberId, username: s.username }, p.username, cents) / 100 });
  });
};
