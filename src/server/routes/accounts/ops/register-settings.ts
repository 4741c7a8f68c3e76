import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { registerSettings } from '../../../services/register-settings';
import { patternProblem } from '../../../services/field-pattern';
import { updateRegisterSettings } from '../../../services/ops/register-settings';

const fieldPatch = z
  .object({
    enabled: z.boolean().optional(),
    required: z.boolean().optional(),
    pattern: z.string().min(1).max(512).optional(),
    message: z.string().min(1).max(200).optional(),
    minLength: z.number().int().min(0).max(1000).optional(),
    maxLength: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
const body = z
  .object({ fields: z.record(z.string(), fieldPatch).optional(), captcha: z.object({ enabled: z.boolean() }).strict().optional() })
  .strict();

/** GET /ops/register-settings and PATCH (partial per field; unknown fields and invalid patterns refused). */
export const opsRegisterSettingsRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/register-settings', (req) => {
    requireOps(req, { db, config });
    return ok(registerSettings(db, DEFAULT_MERCHANT));
  });
  app.patch('/ops/register-settings', (req) => {
    requireOps(req, { db, config });
    const patch = parseInput(body, req.body);
    const current = registerSettings(db, DEFAULT_MERCHANT);
    for (const [field, change] of Object.entries(patch.fields ?? {})) {
      if (!current.fields[field]) fail(400, 'validation.failed', `Invalid fields.${field}: unknown registration field`);
      if (change.pattern !== undefined) {
        const problem = patternProblem(change.pattern);
        if (problem) fail(400, 'validation.failed', `Invalid fields.${field}.pattern: ${problem}`);
      }
    }
    updateRegisterSettings(db, DEFAULT_MERCHANT, current, patch);
    return ok(registerSettings(db, DEFAULT_MERCHANT));
  });
};
