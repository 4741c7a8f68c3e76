import { z } from 'zod';
import { requireRealMember } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { rainFor } from '../../services/rain/access';
import { rainEligibility } from '../../services/rain/eligibility';
import { grabEnvelope } from '../../services/rain/grab';
import { acceptsGrabs, roundById } from '../../services/rain/rounds';

const body = z.object({
  roundId: z.number().int().positive(),
  /** The client's name for this tap: the same key again is the same request, answered once. */
  key: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1-64 letters, digits, ":", "_" or "-"'),
}).strict();

/**
 * POST /wps/redRain/grab { roundId, key }: one tapped envelope. The server alone decides whether it
 * counts (the round is live, the member's limit, the round's envelopes and budget) and what it is
 * worth; a counted one is credited to the wallet at once. A repeated key answers the first answer.
 */
export const rainGrabRoute: RouteModule = (app, { db }) => {
  app.post('/wps/redRain/grab', (req) => {
    const s = requireRealMember(db, req);
    const p = parseInput(body, req.body);
    const now = Date.now();
    const rain = rainFor(db, s);
    if (!rain) fail(403, 'rain.disabled', 'There is no red envelope rain at the moment');
    const eligibility = rainEligibility(db, s, rain.config, now);
    if (!eligibility.eligible) {
      fail(403, 'rain.notEligible', `Deposit at least ${eligibility.minDepositToday.toFixed(2)} today to join the red envelope rain`, { ...eligibility });
    }
    const round = roundById(db, rain.merchant, p.roundId);
    if (!round) fail(404, 'rain.roundNotFound', `No round ${p.roundId}`, { field: 'roundId' });
    if (!acceptsGrabs(round, now)) fail(409, 'rain.roundOver', now < round.startsAt ? 'This round has not started yet' : 'This round is over', { startsAt: round.startsAt, endsAt: round.endsAt });
    return ok(grabEnvelope(db, { memberId: s.memberId, round, key: p.key, now }));
  });
};
