import { rainInfo } from '../../../contract/rain/member';
import { requireSession } from '../../auth/session';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/reply';
import { serve } from '../../http/serve';
import { rainFor } from '../../services/rain/access';
import { rulesView } from '../../services/rain/config';
import { rainEligibility } from '../../services/rain/eligibility';
import { memberRoundView } from '../../services/rain/round-view';
import { liveRound, upcomingRound } from '../../services/rain/rounds';

/**
 * The rain the member sees now (src/contract/rain/member.ts): its rules, the live round (else the
 * next one) with what is left of it and the member's own envelopes, and whether the member may join
 * (and why not). `enabled: false` (everything else null) when the merchant runs no rain.
 */
export const rainInfoRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, rainInfo, async (_input, req) => {
    const s = requireSession(req);
    const now = Date.now();
    const rain = await rainFor(store.db, s);
    if (!rain) return ok({ enabled: false, serverTime: now, rules: null, round: null, eligibility: null });
    const live = await liveRound(store.db, rain.merchant, rain.config, now);
    const next = live ? null : await upcomingRound(store.db, rain.merchant, rain.config, now);
    const round = live
      ? await memberRoundView(store.db, s.memberId, live, 'live')
      : next && (await memberRoundView(store.db, s.memberId, { id: null, grabbed: 0, spentCents: 0, ...next }, 'upcoming'));
    return ok({ enabled: true, serverTime: now, rules: rulesView(rain.config), round, eligibility: await rainEligibility(store.db, s, rain.config, now) });
  });
};
