import type { FastifyRequest } from 'fastify';
import { emailSet, nicknameSet, payeeNameSet } from '../../../../contract/member/profile-fields';
import { requireRealMember } from '../../../auth/session';
import type { Db } from '../../../db/open';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { registerSettings } from '../../../services/register-settings';
import { fieldValueMatches } from '../../../services/field-pattern';
import { profileFieldValue, saveProfileField, type ProfileField } from '../../../services/accounts/profile';

/**
 * The nickname, e-mail and payee name, one call each (src/contract/member/profile-fields.ts), each
 * value checked by the merchant's rule for its field; the payee name is set once (it must match the
 * bank account holder).
 */
export const profileFieldRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  serve(app, deps, nicknameSet, ({ nickname }, req) => ok({ nickname: saveField(db, req, 'nickname', nickname) }));
  serve(app, deps, emailSet, ({ email }, req) => ok({ email: saveField(db, req, 'email', email) }));
  serve(app, deps, payeeNameSet, ({ payeeName }, req) => ok({ payeeName: saveField(db, req, 'payeeName', payeeName, true) }));
};

/** Saves one field of the real member's profile after the merchant's rule; `once`: refused (409) when already set. */
function saveField(db: Db, req: FastifyRequest, field: ProfileField, value: string, once = false): string {
  const session = requireRealMember(req);
  const rule = registerSettings(db, session.merchantCode).fields[field];
  if (rule && !fieldValueMatches(rule, value)) fail(400, 'validation.failed', rule.message, { field });
  if (once && profileFieldValue(db, session.memberId, field)) fail(409, `${field}.locked`, 'The payee name is already set; contact customer service to change it', { field });
  saveProfileField(db, session.memberId, field, value);
  return value;
}
