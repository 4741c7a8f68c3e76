import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod/mini';
import { opsRegisterSettings, opsRegisterSettingsChange } from '../../../../contract/ops/settings/register-settings';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT } from '../../../services/merchant';
import { registerSettings } from '../../../services/register-settings';
import { patternProblem } from '../../../services/field-pattern';
import { updateRegisterSettings } from '../../../services/ops/register-settings';

/** The registration form's rules (src/contract/ops/settings/register-settings.ts): read, and changed partially per field (unknown fields and invalid patterns refused). */
export const opsRegisterSettingsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's change: the role is checked before the input, as it always was; a body that is
  // no object at all (a list, a text) is refused as it always was, not read as no changes.
  const publisher: RouteShorthandOptions = {
    preHandler: async (req) => {
      requireOps(req, deps, 'publisher');
      parseInput(z.object({}), req.body);
    },
  };
  serve(app, deps, opsRegisterSettings, async () => ok(await registerSettings(deps.store.db, DEFAULT_MERCHANT)));
  serve(app, deps, opsRegisterSettingsChange, async (patch) => {
    const current = await registerSettings(deps.store.db, DEFAULT_MERCHANT);
    for (const [field, change] of Object.entries(patch.fields ?? {})) {
      if (!current.fields[field]) fail(400, 'validation.failed', `Invalid fields.${field}: unknown registration field`);
      if (change.pattern !== undefined) {
        const problem = patternProblem(change.pattern);
        if (problem) fail(400, 'validation.failed', `Invalid fields.${field}.pattern: ${problem}`);
      }
    }
    await updateRegisterSettings(store.db, DEFAULT_MERCHANT, current, patch);
    return ok(await registerSettings(deps.store.db, DEFAULT_MERCHANT));
  }, publisher);
};
