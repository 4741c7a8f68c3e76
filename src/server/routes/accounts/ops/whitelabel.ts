import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod/mini';
import { opsWhitelabel, opsWhitelabelChange } from '../../../../contract/ops/settings/whitelabel';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, whitelabelSwitches } from '../../../services/merchant';
import { recordAudit } from '../../../services/audit';
import { setWhitelabelSwitches } from '../../../services/ops/switches';

/** The white-label switches (src/contract/ops/settings/whitelabel.ts): the map read; some set (others unchanged), answering the full map. */
export const opsWhitelabelRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  // A publisher's change: the role is checked before the input, as it always was; a body that is
  // no switch map at all (a list, a text) is refused as it always was, not read as no changes.
  const publisher: RouteShorthandOptions = {
    preHandler: async (req) => {
      requireOps(req, deps, 'publisher');
      parseInput(z.record(z.string(), z.unknown()), req.body);
    },
  };
  serve(app, deps, opsWhitelabel, async () => ok(await whitelabelSwitches(deps.store.db, DEFAULT_MERCHANT)));
  serve(app, deps, opsWhitelabelChange, async (changes, req) => {
    const operator = requireOps(req, deps, 'publisher');
    await setWhitelabelSwitches(store.db, DEFAULT_MERCHANT, changes);
    await recordAudit(store.db, operator, { merchant: DEFAULT_MERCHANT, action: 'switches', note: Object.entries(changes).map(([code, on]) => `${code} ${on ? 'on' : 'off'}`).join(', ') });
    return ok(await whitelabelSwitches(deps.store.db, DEFAULT_MERCHANT));
  }, publisher);
};
