import { z } from 'zod';
import { requireOps } from '../../auth/ops';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { opsMember } from '../../services/benefits/ops-member';
import { movePoints } from '../../services/benefits/points';

const params = z.object({ username: z.string().min(1).max(32) });
const body = z.object({
  points: z.number().int().min(-10_000_000).max(10_000_000).refine((n) => n !== 0, 'must not be 0'),
  note: z.string().trim().max(64).optional().default(''),
});

/**
 * POST /ops/members/:username/points { points, note? }: the operator adds (positive) or takes
 * (negative) points, recorded as an adjustment; 409 points.insufficient below 0. Answers the balance.
 */
export const opsPointsRoute: RouteModule = (app, { db, config }) => {
  app.post('/ops/members/:username/points', (req) => {
    requireOps(req, { db, config });
    const { username } = parseInput(params, req.params, 'params');
    const p = parseInput(body, req.body);
    const member = opsMember(db, username);
    const balance = movePoints(db, member.id, { kind: 'adjust', points: p.points, note: p.note });
    return ok({ username, balance });
  });
};
