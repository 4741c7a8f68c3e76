import { z } from 'zod';
import { createSession, TRIAL_TYPE } from '../../../auth/session';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';
import { previewMember } from '../../../services/ops/preview-accounts';

const body = z.object({ memberType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(40)]) }).strict();

/**
 * POST /ops/preview/session { memberType }: a player session for the studio's preview frame, as a
 * member of that type. It is always the merchant's own preview account of that type (made on first
 * use, never a real player's), so an editor previews member screens without acting as anyone.
 */
export const opsPreviewSessionRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/preview/session', async (req) => {
    requireOps(req, { db, config }, 'editor');
    const { memberType } = parseInput(body, req.body);
    const trial = getMerchant(db, DEFAULT_MERCHANT).trialMerchantCode;
    if (memberType === TRIAL_TYPE && !trial) fail(400, 'trial.unavailable', 'This merchant has no trial merchant, so there is no trial account to preview');
    const merchantCode = memberType === TRIAL_TYPE && trial ? trial : DEFAULT_MERCHANT;
    const member = await previewMember(db, merchantCode, memberType);
    const { token } = createSession(db, member.id);
    return ok({ token, merchantCode, userName: member.username, type: memberType, firstTimeLogin: false });
  });
};
