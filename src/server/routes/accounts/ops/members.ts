import type { RouteShorthandOptions } from 'fastify';
import { opsMemberBalance, opsMemberChange, opsMemberCreate } from '../../../../contract/ops/publishing/members';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { hashPassword } from '../../../security/password';
import { createMember, isUsernameTaken } from '../../../services/members';
import { TRIAL_TYPE } from '../../../auth/session';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { changeMemberByOperator, findOpsMember, opsMemberView, storefrontTrial, trialMerchantForNewMember } from '../../../services/ops/members';
import { setBalanceByOperator, units } from '../../../services/wallet';

/**
 * The operator's member calls (src/contract/ops/publishing/members.ts): creating a member (type 4
 * = trial: created under the trial merchant code), setting a balance, and changing a member
 * (disabling ends the member's sessions). The last two find the member under the storefront
 * merchant or its trial merchant (storefront first), or only under ?merchant=CODE.
 */
export const opsMembersRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's calls: the role is checked before the input, as it always was.
  const publisher: RouteShorthandOptions = { preHandler: async (req) => { requireOps(req, deps, 'publisher'); } };
  serve(app, deps, opsMemberCreate, async (p, _req, reply) => {
    // Trial accounts (type 4) live under the trial merchant code, like those made by free play.
    const merchantCode = p.type === TRIAL_TYPE ? await trialMerchantForNewMember(store.db) : DEFAULT_MERCHANT;
    if (await isUsernameTaken(deps.store.db, merchantCode, p.username)) fail(409, 'username.taken', MESSAGES.usernameTaken);
    const id = await createMember(deps.store.db, { merchantCode, username: p.username, passwordHash: await hashPassword(p.password), type: p.type, nickname: p.nickname ?? '' });
    reply.code(201);
    return ok({ id, username: p.username, type: p.type, nickname: p.nickname ?? '', merchantCode });
  }, publisher);
  serve(app, deps, opsMemberBalance, async ({ username, sumBalance, merchant }) => {
    const member = await findOpsMember(store.db, await storefrontTrial(store.db), username, merchant);
    return ok({ username, sumBalance: units(await setBalanceByOperator(store, member.id, Math.round(sumBalance * 100))) });
  }, publisher);
  serve(app, deps, opsMemberChange, async ({ username, merchant, ...changes }) => {
    const member = await findOpsMember(store.db, await storefrontTrial(store.db), username, merchant);
    await changeMemberByOperator(store.db, member.id, changes);
    return ok(await opsMemberView(store.db, member.id));
  }, publisher);
};
