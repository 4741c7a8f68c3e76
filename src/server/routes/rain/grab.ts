import { rainGrab } from '../../../contract/rain/member';
import { requireRealMember } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { fail, ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { rainFor } from '../../services/rain/access';
import { rainEligibility } from '../../services/rain/eligibility';
import { grabEnvelope } from '../../services/rain/grab';
import { acceptsGrabs, roundById } from '../../services/rain/rounds';

/**
 * One tapped envelope (src/contract/rain/member.ts). The server alone decides whether it counts
 * (the round is live, the member's limit, the round's envelopes and budget) and what it is worth; a
 * counted one is credited to the wallet at once. A repeated key answers the first answer.
 */
export const rainGrabRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rainGrab, async (p, req) => {
    const s = requireRealMember(req);
    const now = Date.now();
    const rain = await rainFor(store.db, s);
    if (!rain) fail(403, 'rain.disabled', 'There is no red envelope rain at the moment');
    const eligibility = await rainEligibility(store.db, s, rain.config, now);
    if (!eligibility.eligible) {
      fail(403, 'rain.notEligible', `Deposit at least ${eligibility.minDepositToday.toFixed(2)} today to join the red envelope rain`, { ...eligibility });
    }
    const round = await roundById(store.db, rain.merchant, p.roundId);
    if (!round) fail(404, 'rain.roundNotFound', `No round ${p.roundId}`, { field: 'roundId' });
    if (!acceptsGrabs(round, now)) fail(409, 'rain.roundOver', now < round.startsAt ? 'This round has not started yet' : 'This round is over', { startsAt: round.startsAt, endsAt: round.endsAt });
    return ok(await grabEnvelope(store, { memberId: s.memberId, round, key: p.key, now }));
  });
};
