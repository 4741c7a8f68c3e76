import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { money } from '../funds/deposit';

const body = z.object({
  transfers: z
    .array(z.object({ username: z.string().trim().min(1, 'is required').max(32), amount: money.max(1_000_000) }))
    .min(1, 'needs at least one transfer')
    .max(50, 'at most 50 transfers at once')
    .refine((t) => new Set(t.map((x) => x.username.toLowerCase())).size === t.length, 'names a member twice'),
});

/**
 * POST /wps/agent/transferMultipleDownline { transfers: [{ username, amount }] }: moves money from
 * the agent to several direct members in one transaction: all transfers happen or none does (an
 * unknown member or a total above the agent's balance refuses the whole batch).
 */
export const transferMultipleRoute: RouteModule = (app, { db }) => {
  app.post('/wps/agent/transferMultipleDownline', (req) => {
    const s = requireAgent(db, req);
    const { transfers } = parseInput(body, req.body);
    const findDownline = db.prepare('SELECT id, username FROM members WHERE parent_id = ? AND username = ?');
    const credit = db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?');
    const balanceOf = db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?');
    const log = db.prepare('INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const result = db.transaction(() => {
      const targets = transfers.map((t, i) => {
        const row = findDownline.get(s.memberId, t.username) as { id: number; username: string } | undefined;
        if (!row) fail(404, 'downline.notFound', `${t.username} is not one of your members`, { field: `transfers.${i}.username`, username: t.username });
        return { ...row, cents: Math.round(t.amount * 100) };
      });
      const total = targets.reduce((sum, t) => sum + t.cents, 0);
      const debit = db.prepare('UPDATE members SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?').run(total, s.memberId, total);
      if (debit.changes === 0) fail(400, 'balance.insufficient', `Insufficient balance for a total of ${(total / 100).toFixed(2)}`, { total: total / 100 });
      const now = Date.now();
      return {
        total,
        rows: targets.map((t) => {
          credit.run(t.cents, t.id);
          log.run(s.memberId, 'transfer_out', -t.cents, 'DONE', JSON.stringify({ to: t.username, batch: true }), now);
          log.run(t.id, 'transfer_in', t.cents, 'DONE', JSON.stringify({ from: s.username }), now);
          return { username: t.username, amount: t.cents / 100, balance: (balanceOf.get(t.id) as { c: number }).c / 100 };
        }),
        agent: (balanceOf.get(s.memberId) as { c: number }).c,
      };
    })();
    return ok({ sumBalance: result.agent / 100, total: result.total / 100, transfers: result.rows });
  });
};
