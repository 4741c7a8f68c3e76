import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSession } from '../../../src/server/auth/session';
import type { Store } from '../../../src/server/data/store';
import type { Db } from '../../../src/server/db/open';
import { ownAffiliateCode } from '../../../src/server/services/accounts/affiliate-codes';
import { passwordLoginCandidate, smsLoginCandidate } from '../../../src/server/services/accounts/login';
import { recoverableMemberByEmail } from '../../../src/server/services/accounts/password-recovery';
import { memberProfile, saveProfileFieldOnce } from '../../../src/server/services/accounts/profile';
import { saveSecurityAnswers, securityConfigOf, securityQuestionsOf } from '../../../src/server/services/accounts/security';
import { createMember, isMobileRegistered, isUsernameTaken, UsernameTakenError, type NewMember } from '../../../src/server/services/members';
import { setPassword } from '../../../src/server/services/passwords';
import { pruneTrials, TRIAL_RETENTION_MS } from '../../../src/server/services/trial';
import { bothEngines } from '../../support/engines';

/** These members start without money, so the wallet (still on the SQLite connection) is never called. */

async function withMerchants(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values([{ code: 'DEMO', name: 'Demo', template_id: 'T1' }, { code: 'DEMOTRIAL', name: 'Trial', template_id: 'T1' }]).execute();
  return store;
}
const member = (store: Store, m: Partial<NewMember> & { username: string }, now?: number) =>
  createMember(store.db, { merchantCode: 'DEMO', passwordHash: 'hash', type: 0, ...m }, now);

describe.each(bothEngines())('members on $engine', (engine) => {
  // One database for the file (each case has its own names): opening one takes most of a case's time.
  let store: Store;
  beforeAll(async () => {
    store = await withMerchants(await engine.open());
  });

  it('names are unique per merchant and compared without case; a sign-up losing the race is told', async () => {
    const id = await member(store, { username: 'Alice', mobileNum: '9170001', countryDialingCode: '63' });
    expect(await isUsernameTaken(store.db, 'DEMO', 'aLICE')).toBe(true);
    expect(await isUsernameTaken(store.db, 'DEMOTRIAL', 'alice')).toBe(false);
    expect(await isMobileRegistered(store.db, 'DEMO', '63', '9170001')).toBe(true);
    expect(await isMobileRegistered(store.db, 'DEMO', '86', '9170001')).toBe(false);
    await expect(member(store, { username: 'Alice' })).rejects.toBeInstanceOf(UsernameTakenError);
    const racing = await Promise.allSettled([member(store, { username: 'bob' }), member(store, { username: 'bob' })]);
    expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await passwordLoginCandidate(store.db, 'DEMO', null, 'ALICE')).toMatchObject({ id, username: 'Alice', firstTimeLogin: 1, disabled: 0 });
    expect(await smsLoginCandidate(store.db, 'DEMO', '63', '9170001')).toMatchObject({ id });
  });

  it('a username login falls back to the trial merchant; the storefront member wins a clash', async () => {
    const trial = await member(store, { username: 'guest1', merchantCode: 'DEMOTRIAL', type: 4 });
    expect(await passwordLoginCandidate(store.db, 'DEMO', 'DEMOTRIAL', 'GUEST1')).toMatchObject({ id: trial, type: 4 });
    const own = await member(store, { username: 'guest1' });
    expect(await passwordLoginCandidate(store.db, 'DEMO', 'DEMOTRIAL', 'guest1')).toMatchObject({ id: own, type: 0 });
  });

  it('recovery by e-mail matches name and address without case, never an empty address or a disabled member', async () => {
    const id = await member(store, { username: 'carol', email: 'Carol@Example.com' });
    await member(store, { username: 'dave' });
    expect(await recoverableMemberByEmail(store.db, 'DEMO', 'CAROL', 'carol@example.COM')).toEqual({ id });
    expect(await recoverableMemberByEmail(store.db, 'DEMO', 'dave', '')).toBeUndefined();
    await store.db.updateTable('members').set({ disabled: 1 }).where('id', '=', id).execute();
    expect(await recoverableMemberByEmail(store.db, 'DEMO', 'carol', 'carol@example.com')).toBeUndefined();
  });

  it('a set-once field set twice at once keeps the first; the profile reads the same on both engines', async () => {
    const id = await member(store, { username: 'erin' });
    expect(await memberProfile(store.db, id)).toMatchObject({ username: 'erin', payeeName: '', hasPaymentPassword: 0 });
    const landed = await Promise.all(['Erin One', 'Erin Two'].map((name) => saveProfileFieldOnce(store.db, id, 'payeeName', name)));
    expect(landed.filter(Boolean)).toHaveLength(1);
    await store.db.updateTable('members').set({ payment_password_hash: 'pay' }).where('id', '=', id).execute();
    const profile = await memberProfile(store.db, id);
    expect(['Erin One', 'Erin Two']).toContain(profile.payeeName);
    expect(profile.hasPaymentPassword).toBe(1);
  });

  it('a new password ends every other session of the member', async () => {
    const id = await member(store, { username: 'frank' });
    const kept = await createSession(store.db, id);
    const other = await createSession(store.db, id);
    await setPassword(store.db, id, 'new-pass1', kept.token);
    expect(await findSession(store.db, kept.token)).not.toBeNull();
    expect(await findSession(store.db, other.token)).toBeNull();
    await setPassword(store.db, id, 'new-pass2');
    expect(await findSession(store.db, kept.token)).toBeNull();
  });

  it('security answers replace the old set; the level counts what is set up', async () => {
    await store.db.insertInto('security_questions').values([1, 2, 3].map((n) => ({ id: n, question: `Q${n}` }))).execute();
    const id = await member(store, { username: 'gina', mobileNum: '9170002', countryDialingCode: '63' });
    await saveSecurityAnswers(store.db, id, [{ questionId: 1, answer: 'a' }, { questionId: 2, answer: 'b' }]);
    await saveSecurityAnswers(store.db, id, [{ questionId: 3, answer: 'c' }, { questionId: 2, answer: 'b' }]);
    expect(await securityQuestionsOf(store.db, id)).toEqual([{ id: 2, question: 'Q2' }, { id: 3, question: 'Q3' }]);
    expect(await securityConfigOf(store.db, id)).toEqual({
      mobileBound: true, emailBound: false, paymentPasswordSet: false, securityQuestionsSet: true, bankCardBound: false, bankCardCount: 0, level: 40,
    });
  });

  it('old trial accounts without a live session are pruned; an invitation code is made once', async () => {
    const now = Date.now();
    const old = now - TRIAL_RETENTION_MS - 1000;
    const stale = await member(store, { username: 'stale', merchantCode: 'DEMOTRIAL', type: 4 }, old);
    const busy = await member(store, { username: 'busy', merchantCode: 'DEMOTRIAL', type: 4 }, old);
    await member(store, { username: 'fresh', merchantCode: 'DEMOTRIAL', type: 4 });
    await createSession(store.db, busy);
    expect(await pruneTrials(store.db, 'DEMOTRIAL', now)).toBe(1);
    expect(await store.db.selectFrom('members').where('id', '=', stale).select('id').executeTakeFirst()).toBeUndefined();
    const code = await ownAffiliateCode(store.db, busy);
    expect(code).toMatch(/^[0-9A-F]{10}$/);
    expect(await ownAffiliateCode(store.db, busy)).toBe(code);
  });
});
