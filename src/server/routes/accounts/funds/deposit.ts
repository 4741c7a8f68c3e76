import { z } from 'zod';
import { requireSession, type SessionRow } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { money } from '../../../http/money';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { storefrontMerchant } from '../../../services/merchant';
import { bonusCents, promoForDeposit } from '../../../services/deposit-promos';
import { depositView, memberDeposit, requestDeposit } from '../../../services/deposits';
import { depositChannelLimits, depositChannelsOf } from '../../../services/accounts/funds-records';

/** Spec: deposit only for real member types 0, 1 and 2. */
export const DEPOSIT_TYPES: readonly number[] = [0, 1, 2];

const body = z.object({ channelId: z.string().min(1, 'is required').max(32), amount: money, promoId: z.string().max(32).optional() });

export function requireDepositor(session: SessionRow): void {
  if (!DEPOSIT_TYPES.includes(session.type)) fail(403, 'free_reject', 'Please login an actual account to use this function');
}

/**
 * GET /wps/transaction/deposit/channels: payment channels with limits. POST /wps/transaction/deposit
 * { channelId, amount, promoId? }: records a PENDING deposit (credited when the payment side
 * confirms it) and answers how to pay it (services/deposits.ts); a promoId must name an accepted,
 * unused deposit promo (see deposit-promos.ts), whose bonus the answer states. GET
 * /wps/transaction/deposit/:id answers one of the member's deposits the same way.
 */
export const depositRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/transaction/deposit/channels', (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    return ok(depositChannelsOf(db, storefrontMerchant(db, s)));
  });
  app.get<{ Params: { id: string } }>('/wps/transaction/deposit/:id', async (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) fail(404, 'deposit.notFound', `No deposit ${req.params.id}`);
    return ok(await depositView(db, storefrontMerchant(db, s), memberDeposit(db, s.memberId, id)));
  });
  app.post('/wps/transaction/deposit', async (req) => {
    const s = requireSession(db, req);
    requireDepositor(s);
    const p = parseInput(body, req.body);
    const channel = depositChannelLimits(db, storefrontMerchant(db, s), p.channelId);
    if (!channel) fail(400, 'validation.failed', `Invalid channelId: unknown channel ${p.channelId}`, { field: 'channelId' });
    const cents = Math.round(p.amount * 100);
    if (cents < channel.min || cents > channel.max) {
      fail(400, 'deposit.amount', `Amount must be between ${(channel.min / 100).toFixed(2)} and ${(channel.max / 100).toFixed(2)}`, { field: 'amount', min: channel.min / 100, max: channel.max / 100 });
    }
    const now = Date.now();
    // A named promo must be accepted and unused; the deposit uses it up in the same transaction.
    const withPromo = p.promoId ? promoForDeposit(db, storefrontMerchant(db, s), s.memberId, p.promoId, cents) : null;
    const bonus = withPromo ? bonusCents(withPromo.promo, cents) : 0;
    const detail = { channelId: p.channelId, channel: channel.name, promoId: p.promoId ?? null, bonus: bonus / 100 };
    const id = requestDeposit(db, s.memberId, cents, detail, withPromo ? { acceptId: withPromo.acceptId, promoId: withPromo.promo.id } : null, now);
    return ok(await depositView(db, storefrontMerchant(db, s), memberDeposit(db, s.memberId, id), now));
  });
};
