import { deposit, depositChannels, depositDetail } from '../../../../contract/funds/deposit';
import { requireSession, type SessionRow } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { sessionMerchant } from '../../../services/merchant';
import { bonusCents, promoForDeposit } from '../../../services/deposit-promos';
import { depositView, memberDeposit, requestDeposit } from '../../../services/deposits';
import { depositChannelLimits, depositChannelsOf } from '../../../services/accounts/funds-records';

/** Spec: deposit only for real member types 0, 1 and 2. */
export const DEPOSIT_TYPES: readonly number[] = [0, 1, 2];

export function requireDepositor(session: SessionRow): void {
  if (!DEPOSIT_TYPES.includes(session.type)) fail(403, 'free_reject', 'Please login an actual account to use this function');
}

/**
 * Deposits (src/contract/funds/deposit.ts): the channels with their limits; a new deposit is
 * recorded PENDING (credited when the payment side confirms it) and answered with how to pay it
 * (services/deposits.ts); a promoId must name an accepted, unused deposit promo (see
 * deposit-promos.ts), whose bonus the answer states; one deposit of the member's is answered the same way.
 */
export const depositRoutes: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(app, deps, depositChannels, async (_input, req) => {
    const s = requireSession(req);
    requireDepositor(s);
    return ok(await depositChannelsOf(store.db, sessionMerchant(s)));
  });
  serve(app, deps, depositDetail, async (input, req) => {
    const s = requireSession(req);
    requireDepositor(s);
    const id = Number(input.id);
    if (!Number.isSafeInteger(id) || id <= 0) fail(404, 'deposit.notFound', `No deposit ${input.id}`);
    return ok(await depositView(store.db, sessionMerchant(s), await memberDeposit(store.db, s.memberId, id)));
  });
  serve(app, deps, deposit, async (p, req) => {
    const s = requireSession(req);
    requireDepositor(s);
    const channel = await depositChannelLimits(store.db, sessionMerchant(s), p.channelId);
    if (!channel) fail(400, 'validation.failed', `Invalid channelId: unknown channel ${p.channelId}`, { field: 'channelId' });
    const cents = Math.round(p.amount * 100);
    if (cents < channel.min || cents > channel.max) {
      fail(400, 'deposit.amount', `Amount must be between ${(channel.min / 100).toFixed(2)} and ${(channel.max / 100).toFixed(2)}`, { field: 'amount', min: channel.min / 100, max: channel.max / 100 });
    }
    const now = Date.now();
    // A named promo must be accepted and unused; the deposit uses it up in the same transaction.
    const withPromo = p.promoId ? await promoForDeposit(store.db, sessionMerchant(s), s.memberId, p.promoId, cents) : null;
    const bonus = withPromo ? bonusCents(withPromo.promo, cents) : 0;
    const detail = { channelId: p.channelId, channel: channel.name, promoId: p.promoId ?? null, bonus: bonus / 100 };
    const id = await requestDeposit(store, s.memberId, cents, detail, withPromo ? { acceptId: withPromo.acceptId, promoId: withPromo.promo.id } : null, now);
    return ok(await depositView(store.db, sessionMerchant(s), await memberDeposit(store.db, s.memberId, id), now));
  });
};
