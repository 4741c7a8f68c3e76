import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../../../src/server/security/password';
import { appDeps } from '../../../src/server/app';
import { createMember } from '../../../src/server/services/members';
import { bearer, startTestApp, type TestApp, sessionToken } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const newMember = async (username: string) => {
  const id = await createMember(appDeps(t.app).store.db, { merchantCode: 'DEMO', username, passwordHash: hashPasswordSync('pass1234'), type: 0, firstTimeLogin: false });
  return { id, token: sessionToken(t.db, id) };
};
const post = async (url: string, token: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const accept = (token: string, promoId: string) => post('/wps/transaction/deposit/promos/accept', token, { promoId });
const deposit = (token: string, promoId?: string) => post('/wps/transaction/deposit', token, { channelId: 'bank', amount: 1000, ...(promoId ? { promoId } : {}) });

describe('a first-deposit promotion pays once per member', () => {
  it('50 concurrent acceptances: one is written, 49 are refused with their reason', async () => {
    const m = await newMember('promo-a');
    const answers = await Promise.all(Array.from({ length: 50 }, () => accept(m.token, 'FIRST100')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.errorCode === 'promo.alreadyAccepted')).toHaveLength(49);
  });

  it('50 concurrent deposits naming it: one carries the bonus; afterwards it cannot be accepted again', async () => {
    const m = await newMember('promo-b');
    expect((await accept(m.token, 'FIRST100')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deposit(m.token, 'FIRST100')));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].body.value).toMatchObject({ promoId: 'FIRST100', bonus: 888 });
    expect(answers.filter((a) => a.body.errorCode === 'promo.notAccepted')).toHaveLength(49);
    const again = await Promise.all(Array.from({ length: 50 }, () => accept(m.token, 'FIRST100')));
    expect(again.every((a) => a.status === 409 && a.body.errorCode === 'promo.onceOnly')).toBe(true);
    const rows = t.db.prepare("SELECT COUNT(*) AS n FROM transactions WHERE member_id = ? AND json_extract(detail, '$.promoId') = 'FIRST100'").get(m.id) as { n: number };
    expect(rows.n).toBe(1);
    const list = JSON.parse((await t.app.inject({ url: '/wps/transaction/deposit/promos', headers: bearer(m.token) })).body).value.list as { id: string; usedUp: boolean }[];
    expect(list.find((p) => p.id === 'FIRST100')!.usedUp).toBe(true);
  });

  it('a reload promotion can be accepted again once its deposit used it', async () => {
    const m = await newMember('promo-c');
    for (let round = 0; round < 3; round += 1) {
      expect((await accept(m.token, 'RELOAD10')).status).toBe(200);
      expect((await deposit(m.token, 'RELOAD10')).body.value).toMatchObject({ promoId: 'RELOAD10', bonus: 100 });
    }
  });

  it('the store refuses a second once-only acceptance even when written around the service', async () => {
    const m = await newMember('promo-d');
    const insert = t.db.prepare('INSERT INTO deposit_promo_accepts (member_id, promo_id, accepted_at, deposit_id, once) VALUES (?, ?, ?, NULL, 1)');
    insert.run(m.id, 'FIRST100', 1);
    const tx = t.db.prepare("INSERT INTO transactions (member_id, kind, amount_cents, status, detail, created_at) VALUES (?, 'deposit', 100000, 'DONE', '{}', 1)").run(m.id);
    t.db.prepare('UPDATE deposit_promo_accepts SET deposit_id = ? WHERE member_id = ?').run(tx.lastInsertRowid, m.id);
    expect(() => insert.run(m.id, 'FIRST100', 2)).toThrow(/UNIQUE/);
  });
});
