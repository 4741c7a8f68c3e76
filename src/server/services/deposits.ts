import QRCode from 'qrcode';
import { atomic } from '../data/portable';
import type { Store, StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { balanceOf, recordPendingDeposit, settlePendingDeposit } from './ledger';
import { creditBonus, units } from './wallet';

/** How long a player has to pay a deposit request before it is only a record. */
export const DEPOSIT_PAY_WITHIN_MS = 30 * 60_000;

/** Where and how to pay a pending deposit: a bank transfer, a QR code to scan, or a payment page. */
export type PayTo =
  | { method: 'bank'; bankName: string; accountName: string; accountNumber: string }
  | { method: 'qr'; wallet: string; payee: string; account: string; qr: string }
  | { method: 'redirect'; url: string };

export interface DepositView {
  id: number;
  status: string;
  amount: number;
  createdAt: number;
  channelId: string;
  channel: string;
  reference: string;
  /** Until when the instructions hold (a pending deposit only). */
  expiresAt: number;
  promoId?: string;
  bonus?: number;
  /** Present while the deposit waits for the player's payment. */
  payTo?: PayTo;
}

interface DepositRow { id: number; memberId: number; status: string; cents: number; createdAt: number; detail: string }
interface ChannelRow { id: string; kind: string; name: string; payTo: string }

/** The reference a player writes on a transfer (and the payment page's address): D and 8 digits. */
export const depositReference = (id: number) => `D${String(id).padStart(8, '0')}`;
const idOfReference = (reference: string) => (/^D\d{8}$/.test(reference) ? Number(reference.slice(1)) : null);

/** Addresses a wallet app opens from its QR code (the platform has no real wallet behind them). */
const WALLET_URLS: Record<string, (ref: string, amount: string) => string> = {
  alipay: (ref, amount) => `https://qr.alipay.com/demo?ref=${ref}&amount=${amount}`,
  wechat: (ref, amount) => `weixin://wxpay/bizpayurl?pr=${ref}&amount=${amount}`,
  qq: (ref, amount) => `https://qpay.qq.com/demo?ref=${ref}&amount=${amount}`,
};

async function payToFor(channel: ChannelRow, reference: string, cents: number): Promise<PayTo> {
  const to = JSON.parse(channel.payTo || '{}') as Record<string, string>;
  if (channel.kind === 'manual') return { method: 'bank', bankName: to.bankName ?? '', accountName: to.accountName ?? '', accountNumber: to.accountNumber ?? '' };
  const walletUrl = Object.hasOwn(WALLET_URLS, channel.kind) ? WALLET_URLS[channel.kind] : undefined;
  if (walletUrl) {
    const svg = await QRCode.toString(walletUrl(reference, units(cents).toFixed(2)), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { method: 'qr', wallet: channel.kind, payee: to.payee ?? '', account: to.account ?? '', qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }
  return { method: 'redirect', url: `/pay/${reference}` };
}

function channelOf(db: StoreDb, merchantCode: string, channelId: string): Promise<ChannelRow | undefined> {
  return db.selectFrom('deposit_channels').where('merchant_code', '=', merchantCode).where('id', '=', channelId).select(['id', 'kind', 'name', 'pay_to as payTo']).executeTakeFirst();
}

/** A member's deposit as the player sees it, with the payment instructions while it is pending. */
export async function depositView(db: StoreDb, merchantCode: string, row: DepositRow, now = Date.now()): Promise<DepositView> {
  const detail = JSON.parse(row.detail) as { channelId?: string; channel?: string; promoId?: string | null; bonus?: number };
  const reference = depositReference(row.id);
  const expiresAt = row.createdAt + DEPOSIT_PAY_WITHIN_MS;
  const channel = detail.channelId ? await channelOf(db, merchantCode, detail.channelId) : undefined;
  const payable = row.status === 'PENDING' && now < expiresAt && channel !== undefined;
  return {
    id: row.id, status: row.status, amount: units(row.cents), createdAt: row.createdAt, channelId: detail.channelId ?? '', channel: detail.channel ?? '',
    reference, expiresAt,
    ...(detail.promoId ? { promoId: detail.promoId, bonus: detail.bonus ?? 0 } : {}),
    ...(payable && channel ? { payTo: await payToFor(channel, reference, row.cents) } : {}),
  };
}

const depositById = (db: StoreDb, id: number): Promise<DepositRow | undefined> =>
  db
    .selectFrom('transactions')
    .where('kind', '=', 'deposit')
    .where('id', '=', id)
    .select(['id', 'member_id as memberId', 'status', 'amount_cents as cents', 'created_at as createdAt', 'detail'])
    .executeTakeFirst();

/** One of the member's own deposits (404 deposit.notFound for anyone else's). */
export async function memberDeposit(db: StoreDb, memberId: number, id: number): Promise<DepositRow> {
  const row = await depositById(db, id);
  if (!row || row.memberId !== memberId) fail(404, 'deposit.notFound', `No deposit ${id}`);
  return row;
}

/** The deposit a payment reference names, or undefined. */
export async function depositByReference(db: StoreDb, reference: string): Promise<DepositRow | undefined> {
  const id = idOfReference(reference);
  return id === null ? undefined : depositById(db, id);
}

/**
 * Records a deposit the player asked for (PENDING: nothing is credited until it is paid). A
 * promotion it names uses up its acceptance in the same transaction, in one conditional statement:
 * of two deposits naming the same acceptance at once, the second finds it used and is undone.
 * Answers the deposit's id.
 */
export function requestDeposit(store: Store, memberId: number, cents: number, detail: Record<string, unknown>, promo: { acceptId: number; promoId: string } | null, now = Date.now()): Promise<number> {
  return store.transaction(async (trx) => {
    const depositId = await recordPendingDeposit(trx, memberId, cents, detail, now);
    if (promo) {
      const used = await trx.updateTable('deposit_promo_accepts').set({ deposit_id: depositId }).where('id', '=', promo.acceptId).where('deposit_id', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) fail(400, 'promo.notAccepted', `Accept the promotion ${promo.promoId} before depositing with it`, { field: 'promoId' });
    }
    return depositId;
  });
}

/**
 * The payment side's answer for a pending deposit, in one transaction (the caller's when there is
 * one): paid credits the amount and the promotion's bonus (as its own account record), refused only
 * closes it. A deposit that is no longer pending is 409 deposit.settled, so a payment can never be
 * credited twice. Every change is one conditional statement (the settling finds the deposit still
 * PENDING, the credits add to the balance), so settlements at once wait for each other's rows
 * instead of running again.
 */
export function settleDeposit<O extends 'DONE' | 'REJECTED'>(db: StoreDb, id: number, outcome: O, now = Date.now()): Promise<{ status: O; balance: number }> {
  return atomic(db, async (trx) => {
    const row = await depositById(trx, id);
    if (!row) fail(404, 'deposit.notFound', `No deposit ${id}`);
    if (!(await settlePendingDeposit(trx, id, outcome))) {
      const settled = (await depositById(trx, id))?.status ?? row.status;
      fail(409, 'deposit.settled', `Deposit ${depositReference(id)} is already ${settled}`);
    }
    if (outcome === 'DONE') {
      const { promoId, bonus } = JSON.parse(row.detail) as { promoId?: string | null; bonus?: number };
      if (promoId && bonus) await creditBonus(trx, row.memberId, Math.round(bonus * 100), { source: 'depositPromo', promoId, depositId: id }, now);
    }
    return { status: outcome, balance: units(await balanceOf(trx, row.memberId)) };
  });
}
