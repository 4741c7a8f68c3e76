import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { hashPassword } from '../../../security/password';
import { insertMember } from '../../../seed/members';
import { DEFAULT_MERCHANT } from '../../../services/merchant';

const createBody = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_]{3,32}$/, 'must be 3-32 letters, digits or _'),
  password: z.string().min(6, 'must be at least 6 characters').max(64),
  type: z.number().int().min(0).max(99),
  nickname: z.string().trim().max(64).optional(),
});
const balanceParams = z.object({ username: z.string().min(1).max(32) });
const balanceBody = z.object({ sumBalance: z.number().min(0).max(1e10) });

/** POST /ops/members { username, password, type, nickname? }; PUT /ops/members/:username/balance { sumBalance }. */
export const opsMembersRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/members', async (req, reply) => {
    requireOps(req, config);
    const p = parseInput(createBody, req.body);
    if (db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(DEFAULT_MERCHANT, p.username)) {
      fail(409, 'username.taken', MESSAGES.usernameTaken);
    }
    const id = insertMember(db, { merchantCode: DEFAULT_MERCHANT, username: p.username, passwordHash: await hashPassword(p.password), type: p.type, nickname: p.nickname ?? '' });
    reply.code(201);
    return ok({ id, username: p.username, type: p.type, nickname: p.nickname ?? '' });
  });
  app.put('/ops/members/:username/balance', (req) => {
    requireOps(req, config);
    const { username } = parseInput(balanceParams, req.params, 'params');
    const { sumBalance } = parseInput(balanceBody, req.body);
    const r = db.prepare('UPDATE members SET balance_cents = ? WHERE merchant_code = ? AND username = ?').run(Math.round(sumBalance * 100), DEFAULT_MERCHANT, username);
    if (r.changes === 0) fail(404, 'member.notFound', MESSAGES.userMissing);
    return ok({ username, sumBalance: Math.round(sumBalance * 100) / 100 });
  });
};
