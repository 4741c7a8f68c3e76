import { opsPreviewSession } from '../../../../contract/ops/publishing/preview-session';
import { createSession, TRIAL_TYPE } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';
import { previewMember } from '../../../services/ops/preview-accounts';

/**
 * A player session for the studio's preview frame, as a member of the given type
 * (src/contract/ops/publishing/preview-session.ts). It is always the merchant's own preview account
 * of that type (made on first use, never a real player's), so an editor previews member screens
 * without acting as anyone; any operator may ask (the contract's ops check is the editor's).
 */
export const opsPreviewSessionRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, opsPreviewSession, async ({ memberType }) => {
    const trial = (await getMerchant(deps.store.db, DEFAULT_MERCHANT)).trialMerchantCode;
    if (memberType === TRIAL_TYPE && !trial) fail(400, 'trial.unavailable', 'This merchant has no trial merchant, so there is no trial account to preview');
    const merchantCode = memberType === TRIAL_TYPE && trial ? trial : DEFAULT_MERCHANT;
    const member = await previewMember(deps, merchantCode, memberType);
    const { token } = await createSession(deps.store.db, member.id);
    return ok({ token, merchantCode, userName: member.username, type: memberType, firstTimeLogin: false });
  });
};
