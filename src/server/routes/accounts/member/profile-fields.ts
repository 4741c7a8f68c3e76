import { z } from 'zod';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { registerSettings } from '../../../services/register-settings';
import { fieldValueMatches } from '../../../services/field-pattern';

/** Field -> column; payee name is set once (it must match the bank account holder). */
const FIELDS = {
  nickname: { path: '/wps/member/info/nickname', column: 'nickname', once: false },
  email: { path: '/wps/member/info/email', column: 'email', once: false },
  payeeName: { path: '/wps/member/info/payeename', column: 'payee_name', once: true },
} as const;

/** PUT /wps/member/info/nickname | /email | /payeename with `{ <field>: value }`, checked by the merchant rule. */
export const profileFieldRoutes: RouteModule = (app, { db }) => {
  for (const [field, spec] of Object.entries(FIELDS)) {
    const body = z.object({ [field]: z.string().trim().min(1, 'is required').max(128) });
    app.put(spec.path, (req) => {
      const session = requireRealMember(db, req);
      const value = (parseInput(body, req.body) as Record<string, string>)[field];
      const rule = registerSettings(db, session.merchantCode).fields[field];
      if (rule && !fieldValueMatches(rule, value)) fail(400, 'validation.failed', rule.message, { field });
      if (spec.once) {
        const current = db.prepare(`SELECT ${spec.column} AS v FROM members WHERE id = ?`).get(session.memberId) as { v: string };
        if (current.v) fail(409, `${field}.locked`, 'The payee name is already set; contact customer service to change it', { field });
      }
      db.prepare(`UPDATE members SET ${spec.column} = ? WHERE id = ?`).run(value, session.memberId);
      return ok({ [field]: value });
    });
  }
};
