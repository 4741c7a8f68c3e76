import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../../../src/server/security/password';
import { appDeps } from '../../../src/server/app';
import { createMember } from '../../../src/server/services/members';
import { bearer, opsHeaders, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

let n = 0;
const newMember = async () => {
  n += 1;
  const id = await createMember(appDeps(t.app).store.db, { merchantCode: 'DEMO', username: `payer${n}`, passwordHash: hashPasswordSync('pass1234'), type: 0, firstTimeLogin: false });
  return { id, auth: bearer(sessionToken(t.db, id)) };
};
const balance = (id: number) => (t.db.prepare('SELECT balance_cents AS c FROM members WHERE id = ?').get(id) as { c: number }).c / 100;
const deposit = async (auth: Record<string, string>, channelId: string, amount: number, promoId?: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/transaction/deposit', headers: auth, payload: { channelId, amount, ...(promoId ? { promoId } : {}) } });
  return JSON.parse(res.body).value;
};

describe('a deposit says where and how to pay', () => {
  it('a bank transfer names the receiving account and a reference', async () => {
    const m = await newMember();
    const d = await deposit(m.auth, 'bank', 1000);
    expect(d).toMatchObject({ status: 'PENDING', amount: 1000, channelId: 'bank', reference: `D${String(d.id).padStart(8, '0')}` });
    expect(d.payTo).toEqual({ method: 'bank', bankName: 'ICBC Shenzhen Futian Branch', accountName: 'Demo Gaming Ltd', accountNumber: '6222 0240 0001 8888 520' });
    expect(d.expiresAt - d.createdAt).toBe(30 * 60_000);
  });

  it('an e-wallet answers a QR code (SVG) with the payee; the online channel a payment page', async () => {
    const m = await newMember();
    const qr = await deposit(m.auth, 'alipay', 200);
    expect(qr.payTo).toMatchObject({ method: 'qr', wallet: 'alipay', payee: 'Demo Gaming', account: 'pay@demogaming.com' });
    expect(Buffer.from(qr.payTo.qr.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const online = await deposit(m.auth, 'gateway', 300);
    expect(online.payTo).toEqual({ method: 'redirect', url: `/pay/${online.reference}` });
  });

  it("the deposit's own detail answers the same; someone else's is 404", async () => {
    const a = await newMember();
    const b = await newMember();
    const d = await deposit(a.auth, 'bank', 500);
    const mine = JSON.parse((await t.app.inject({ url: `/wps/transaction/deposit/${d.id}`, headers: a.auth })).body).value;
    expect(mine).toMatchObject({ id: d.id, reference: d.reference, payTo: { method: 'bank' } });
    expect((await t.app.inject({ url: `/wps/transaction/deposit/${d.id}`, headers: b.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/wps/transaction/deposit/abc', headers: b.auth })).statusCode).toBe(404);
  });
});

describe('the payment side settles a deposit once', () => {
  it('paying on the payment page credits the amount and the promotion bonus, then goes back to the deposit screen', async () => {
    const m = await newMember();
    await t.app.inject({ method: 'POST', url: '/wps/transaction/deposit/promos/accept', headers: m.auth, payload: { promoId: 'FIRST100' } });
    const d = await deposit(m.auth, 'gateway', 1000, 'FIRST100');
    const pageRes = await t.app.inject({ url: `/pay/${d.reference}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-security-policy']).toContain("default-src 'none'");
    expect(pageRes.body).toContain('¥1000.00');
    const paid = await t.app.inject({ method: 'POST', url: `/pay/${d.reference}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/m/voucherCenter?deposit=${d.reference}`);
    expect(balance(m.id)).toBe(1888);
    const records = JSON.parse((await t.app.inject({ url: '/wps/transaction/records', headers: m.auth })).body).value as { kind: string; amount: number; status: string; detail: Record<string, unknown> }[];
    expect(records.map((r) => [r.kind, r.amount, r.status])).toEqual(expect.arrayContaining([['deposit', 1000, 'DONE'], ['bonus', 888, 'DONE']]));
    expect(records.find((r) => r.kind === 'bonus')!.detail).toMatchObject({ source: 'depositPromo', promoId: 'FIRST100', depositId: d.id });
    // Paid: the page and the detail no longer offer to pay.
    expect((await t.app.inject({ url: `/pay/${d.reference}` })).statusCode).toBe(404);
    const detail = JSON.parse((await t.app.inject({ url: `/wps/transaction/deposit/${d.id}`, headers: m.auth })).body).value;
    expect(detail.status).toBe('DONE');
    expect(detail.payTo).toBeUndefined();
  });

  it('cancelling closes it without money; an operator confirms or rejects the others, never twice', async () => {
    const m = await newMember();
    const cancelled = await deposit(m.auth, 'gateway', 400);
    await t.app.inject({ method: 'POST', url: `/pay/${cancelled.reference}`, payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(balance(m.id)).toBe(0);
    const bank = await deposit(m.auth, 'bank', 700);
    const confirms = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `/ops/deposits/${bank.id}/confirm`, headers: opsHeaders })));
    expect(confirms.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(confirms.filter((r) => JSON.parse(r.body).errorCode === 'deposit.settled')).toHaveLength(19);
    expect(balance(m.id)).toBe(700);
    const other = await deposit(m.auth, 'alipay', 100);
    expect(JSON.parse((await t.app.inject({ method: 'POST', url: `/ops/deposits/${other.id}/reject`, headers: opsHeaders })).body).value).toMatchObject({ status: 'REJECTED', balance: 700 });
    expect((await t.app.inject({ method: 'POST', url: '/ops/deposits/999999/confirm', headers: opsHeaders })).statusCode).toBe(404);
  });
});
