import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { balanceAmount } from '../../../http/money';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { hashPassword } from '../../../security/password';
import { createMember } from '../../../services/members';
import { TRIAL_TYPE } from '../../../auth/session';
import type { Db } from '../../../db/open';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';
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
 * The member an operator call names: with ?merchant= only there (it must be DEMO or its trial
 * merchant); otherwise the storefront's member, else the trial merchant's one of that name.
 */
function findMember(db: Db, username: string, query: unknown): { id: number } {
  const { merchant } = parseInput(merchantQuery, query, 'query');
  const trial = getMerchant(db, DEFAULT_MERCHANT).trialMerchantCode;
  const scope = [DEFAULT_MERCHANT, ...(trial ? [trial] : [])];
  if (merchant && !scope.includes(merchant)) fail(404, 'merchant.notFound', `Unknown merchant ${merchant}`);
  const find = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?');
  for (const code of merchant ? [merchant] : scope) {
    const row = find.get(code, username) as { id: number } | undefined;
    if (row) return row;
  }
  fail(404, 'member.notFound', MESSAGES.userMissing);
}

function trialMerchantOf(db: Db): string {
  const code = getMerchant(db, DEFAULT_MERCHANT).trialMerchantCode;
  if (!code) fail(400, 'trial.unavailable', 'This merchant has no trial merchant code, so trial (type 4) accounts cannot be created');
  return code;
}

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
    const merchantCode = p.type === TRIAL_TYPE ? trialMerchantOf(db) : DEFAULT_MERCHANT;
    if (db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchantCode, p.username)) {
      fail(409, 'username.taken', MESSAGES.usernameTaken);
    }
    const id = createMember(db, { merchantCode, username: p.username, passwordHash: await hashPassword(p.password), type: p.type, nickname: p.nickname ?? '' });
    reply.code(201);
    return ok({ id, username: p.username, type: p.type, nickname: p.nickname ?? '', merchantCode });
  });
  app.put('/ops/members/:username/balance', (req) => {
    requireOps(req, { db, config });
    const { username } = parseInput(balanceParams, req.params, 'params');
    const { sumBalance } = parseInput(balanceBody, req.body);
    const member = findMember(db, username, req.query);
    return ok({ username, sumBalance: units(setBalanceByOperator(db, member.id, Math.round(sumBalance * 100))) });
  });
  app.patch('/ops/members/:username', (req) => {
    requireOps(req, { db, config });
    const { username } = parseInput(balanceParams, req.params, 'params');
    const p = parseInput(patchBody, req.body);
    const member = findMember(db, username, req.query);
    db.transaction(() => {
      if (p.disabled !== undefined) db.prepare('UPDATE members SET disabled = ? WHERE id = ?').run(p.disabled ? 1 : 0, member.id);
      if (p.disabled) db.prepare('DELETE FROM sessions WHERE member_id = ?').run(member.id);
      if (p.type !== undefined) db.prepare('UPDATE members SET type = ? WHERE id = ?').run(p.type, member.id);
      if (p.nickname !== undefined) db.prepare('UPDATE members SET nickname = ? WHERE id = ?').run(p.nickname, member.id);
      if (p.clubLabel !== undefined) db.prepare('UPDATE members SET club_label = ? WHERE id = ?').run(p.clubLabel, member.id);
    })();
    const row = db.prepare('SELECT username, type, nickname, club_label AS clubLabel, disabled FROM members WHERE id = ?').get(member.id) as {
      username: string; type: number; nickname: string; clubLabel: string; disabled: number;
    };
    return ok({ ...row, disabled: row.disabled === 1 });
  });
};
