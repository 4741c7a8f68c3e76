import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createSession, TRIAL_TYPE } from '../../../auth/session';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import type { Db } from '../../../db/open';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { hashPassword } from '../../../security/password';
import { createMember } from '../../../services/members';
import { DEFAULT_MERCHANT, getMerchant } from '../../../services/merchant';

const body = z.object({ memberType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(40)]) }).strict();

/** The preview account of a member type: made on first use, with a password nobody knows. */
async function previewMember(db: Db, merchantCode: string, type: number): Promise<{ id: number; username: string }> {
  const username = `studio_preview_${type}`;
  const found = db.prepare('SELECT id, profile FROM members WHERE merchant_code = ? AND username = ? COLLATE NOCASE').get(merchantCode, username) as { id: number; profile: string } | undefined;
  if (found) {
    // Only an account the studio made itself: a player who chose this name is never signed in as.
    if ((JSON.parse(found.profile || '{}') as { studioPreview?: unknown }).studioPreview !== '1') {
      fail(409, 'ops.previewAccountTaken', `A player account is named ${username}: rename it before previewing member type ${type}`);
    }
    return { id: found.id, username };
  }
  const id = createMember(db, {
    merchantCode, username, passwordHash: await hashPassword(randomBytes(24).toString('base64url')), type, nickname: `Preview ${type}`, firstTimeLogin: false, profile: { studioPreview: '1' },
  });
  return { id, username };
}

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
