import type { FastifyRequest } from 'fastify';
import { emailSet, nicknameSet, payeeNameSet } from '../../../../contract/member/profile-fields';
import { requireRealMember } from '../../../auth/session';
import type { StoreDb } from '../../../data/store';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { registerSettings } from '../../../services/register-settings';
import { fieldValueMatches } from '../../../services/field-pattern';
import { saveProfileField, saveProfileFieldOnce, type ProfileField } from '../../../services/accounts/profile';

/**
 * The nickname, e-mail and payee name, one call each (src/contract/member/profile-fields.ts), each
 * value checked by the merchant's rule for its field; the payee name is set once (it must match the
 * bank account holder).
 */
export const profileFieldRoutes: RouteModule = (app, deps) => {
  const { db } = deps.store;
  serve(app, deps, nicknameSet, async ({ nickname }, req) => ok({ nickname: await saveField(db, req, 'nickname', nickname) }));
  serve(app, deps, emailSet, async ({ email }, req) => ok({ email: await saveField(db, req, 'email', email) }));
  serve(app, deps, payeeNameSet, async ({ payeeName }, req) => ok({ payeeName: await saveField(db, req, 'payeeName', payeeName, true) }));
};

/** Saves one field of the real member's profile after the merchant's rule; `once`: refused (409) when already set. */
async function saveField(db: StoreDb, req: FastifyRequest, field: ProfileField, value: string, once = false): Promise<string> {
  const session = requireRealMember(req);
  const rule = (await registerSettings(db, session.merchantCode)).fields[field];
  if (rule && !fieldValueMatches(rule, value)) fail(400, 'validation.failed', rule.message, { field });
  if (!once) await saveProfileField(db, session.memberId, field, value);
  else if (!(await saveProfileFieldOnce(db, session.memberId, field, value))) {
    fail(409, `${field}.locked`, 'The payee name is already set; contact customer service to change it', { field });
  }
  return value;
}
