import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { balanceAmount } from '../../../http/money';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { hashPassword } from '../../../security/password';
import { createMember, isUsernameTaken } from '../../../services/members';
import { TRIAL_TYPE } from '../../../auth/session';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { changeMemberByOperator, findOpsMember, opsMemberView, trialMerchantForNewMember } from '../../../services/ops/members';
import { setBalanceByOperator, units } from '../../../services/wallet';

const createBody = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_]{3,32}$/, 'must be 3-32 letters, digits or _'),
  password: z.string().min(6, 'must be at least 6 characters').max(64),
  type: z.number().int().min(0).max(99),
  nickname: z.string().trim().max(64).optional(),
});
const balanceParams = z.object({ username: z.string().min(1).max(32) });
const balanceBody = z.object({ sumBalance: balanceAmount });
const patchBody = z
  .object({ disabled: z.boolean().optional(), type: z.number().int().min(0).max(99).optional(), nickname: z.string().trim().max(64).optional(), clubLabel: z.string().trim().max(32).optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'at least one change is required');

const merchantQuery = z.object({ merchant: z.string().regex(/^[A-Z0-9_]{2,40}$/, 'must be a merchant code').optional() });

/**
 * POST /ops/members { username, password, type, nickname? } (type 4 = trial: created under the
 * trial merchant code); PUT /ops/members/:username/balance
 * { sumBalance }; PATCH /ops/members/:username { disabled?, type?, nickname?, clubLabel? }
 * (disabling ends the member's sessions). Both find the member under the storefront merchant or its
 * trial merchant (storefront first), or only under ?merchant=CODE.
 */
export const opsMembersRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/members', async (req, reply) => {
    requireOps(req, { db, config });
    const p = parseInput(createBody, req.body);
    // Trial accounts (type 4) live under the trial merchant code, like those made by free play.
    const merchantCode = p.type === TRIAL_TYPE ? trialMerchantForNewMember(db) : DEFAULT_MERCHANT;
    if (isUsernameTaken(db, merchantCode, p.username)) fail(409, 'username.taken', MESSAGES.usernameTaken);
    const id = createMember(db, { merchantCode, username: p.username, passwordHash: await hashPassword(p.password), type: p.type, nickname: p.nickname ?? '' });
    reply.code(201);
    return ok({ id, username: p.username, type: p.type, nickname: p.nickname ?? '', merchantCode });
  });
  app.put('/ops/members/:username/balance', (req) => {
    requireOps(req, { db, config });
    const { username } = parseInput(balanceParams, req.params, 'params');
    const { sumBalance } = parseInput(balanceBody, req.body);
    const { merchant } = parseInput(merchantQuery, req.query, 'query');
    const member = findOpsMember(db, username, merchant);
    return ok({ username, sumBalance: units(setBalanceByOperator(db, member.id, Math.round(sumBalance * 100))) });
  });
  app.patch('/ops/members/:username', (req) => {
    requireOps(req, { db, config });
    const { username } = parseInput(balanceParams, req.params, 'params');
    const p = parseInput(patchBody, req.body);
    const { merchant } = parseInput(merchantQuery, req.query, 'query');
    const member = findOpsMember(db, username, merchant);
    changeMemberByOperator(db, member.id, p);
    return ok(opsMemberView(db, member.id));
  });
};
