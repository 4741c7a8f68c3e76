import { z } from 'zod';
import { requireOps } from '../../../auth/ops';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { DEFAULT_MERCHANT, whitelabelSwitches } from '../../../services/merchant';
import { recordAudit } from '../../../services/audit';
import { setWhitelabelSwitches } from '../../../services/ops/switches';

export const switchCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'switch codes are upper-case letters and digits');
const body = z.record(switchCode, z.boolean()).refine((m) => Object.keys(m).length > 0, 'at least one switch is required');

/** GET /ops/whitelabel reads the switch map; PATCH sets the given switches (others unchanged) and answers the full map. */
export const opsWhitelabelRoute: RouteModule = (app, { db, config }) => {
  app.get('/ops/whitelabel', (req) => {
    requireOps(req, { db, config });
    return ok(whitelabelSwitches(db, DEFAULT_MERCHANT));
  });
  app.patch('/ops/whitelabel', (req) => {
    const operator = requireOps(req, { db, config });
    const changes = parseInput(body, req.body);
    setWhitelabelSwitches(db, DEFAULT_MERCHANT, changes);
    recordAudit(db, operator, { merchant: DEFAULT_MERCHANT, action: 'switches', note: Object.entries(changes).map(([code, on]) => `${code} ${on ? 'on' : 'off'}`).join(', ') });
    return ok(whitelabelSwitches(db, DEFAULT_MERCHANT));
  });
};
