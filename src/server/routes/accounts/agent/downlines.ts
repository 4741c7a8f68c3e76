import { z } from 'zod';
import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';

const transferBody = z.object({
  username: z.string().trim().min(1, 'is required').max(32),
  amount: z.number().positive('must be positive').max(1_000_000).refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals'),
});

/**
 * GET /wps/agent/downlines: the agent's direct members. POST /wps/agent/transferDownline
 * { username, amount }: moves money from the agent's wallet to a direct downline, atomically.
 */
export const downlineRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/agent/downlines', (req) => {
    const s = requireAgent(db, req);
    return ok(db.prepare('SELECT username, nickname, type, balance_cents / 100.0 AS balance, created_at AS createdAt FROM members WHERE parent_id = ? ORDER BY username').all(s.memberId));
  });
  app.post('/wps/agent/transferDownline', (req) => {
    const s = requireAgent(db, req);
    const p = parseInput(transferBody, req.body);
    const cents = Math.round(p.amount * 100);
    const result = db.transaction(() => {
      const target = db.prepare('SELECT id FROM members WHERE parent_id = ? AND username = ?').get(s.memberId, p.username) as { id: number } | undefined;
      if (!target) fail(404, 'downline.notFound', `${p.username} is not one of your members`);
      const debit = db.prepare('UPDATE members SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?').run(cents, s.memberId, cents);
      if (debit.changes === 0) fail(400, 'balance.insufficient', 'Insufficient balance');
      db.prepare('UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?').run(cents, target.id);
      const now = Date.now();
      const log = db.prepare('INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)');
      log.run(s.memberId, 'transfer_out', -cents, 'DONE', JSON.stringify({ to: p.username }), now);
      log.run(target.id, 'transfer_in', cents, 'DONE', JSON.stringify({ from: s.username }), now);
      return (db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?').get(s.memberId) as { c: number }).c;
    })();
    return ok({ sumBalance: result / 100 });
  });
};
