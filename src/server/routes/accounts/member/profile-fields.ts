import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { registerSettings } from '../../../services/register-settings';
import { fieldValueMatches } from '../../../services/field-pattern';
import { profileFieldValue, saveProfileField, type ProfileField } from '../../../services/accounts/profile';

/** Field -> path; payee name is set once (it must match the bank account holder). */
const FIELDS: Record<ProfileField, { path: string; once: boolean }> = {
  nickname: { path: '/wps/member/info/nickname', once: false },
  email: { path: '/wps/member/info/email', once: false },
  payeeName: { path: '/wps/member/info/payeename', once: true },
};

/** PUT /wps/member/info/nickname | /email | /payeename with `{ <field>: value }`, checked by the merchant rule. */
export const profileFieldRoutes: RouteModule = (app, { db }) => {
  for (const [field, spec] of Object.entries(FIELDS) as [ProfileField, { path: string; once: boolean }][]) {
    const body = z.object({ [field]: z.string().trim().min(1, 'is required').max(128) });
    app.put(spec.path, (req) => {
      const session = requireRealMember(db, req);
      const value = (parseInput(body, req.body) as Record<string, string>)[field];
      const rule = registerSettings(db, session.merchantCode).fields[field];
      if (rule && !fieldValueMatches(rule, value)) fail(400, 'validation.failed', rule.message, { field });
      if (spec.once) {
        if (profileFieldValue(db, session.memberId, field)) fail(409, `${field}.locked`, 'The payee name is already set; contact customer service to change it', { field });
      }
      saveProfileField(db, session.memberId, field, value);
      return ok({ [field]: value });
    });
  }
};
