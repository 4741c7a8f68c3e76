import { describe, expect, it } from 'vitest';
import type { Store } from '../../../src/server/data/store';
import { listAudit, recordAudit } from '../../../src/server/services/audit';
import { publishAnnouncement, withdrawAnnouncement } from '../../../src/server/services/ops/announcements';
import { changeMemberByOperator, findOpsMember, opsMemberView } from '../../../src/server/services/ops/members';
import { setMerchantStatus } from '../../../src/server/services/ops/merchants';
import { setWhitelabelSwitches } from '../../../src/server/services/ops/switches';
import { changeTemplateParameters } from '../../../src/server/services/ops/template-parameters';
import { checkOperator, closeOpsSession, createOperator, findOpsSession, listOperators, openOpsSession, OperatorExists } from '../../../src/server/services/operators';
import { bothEngines } from '../../support/engines';

async function withDemo(store: Store): Promise<Store> {
  await store.db.insertInto('merchants').values([{ code: 'DEMO', name: 'Demo', template_id: 'T1', trial_merchant_code: 'DEMOTRIAL' }, { code: 'DEMOTRIAL', name: 'Trial', template_id: 'T1' }]).execute();
  return store;
}

const notice = (title: string) => ({ type: 'PL' as const, groupName: '', title, content: '<p>hi</p>', startDate: 1, endDate: 2, noExpiry: false, hot: true });
const publisher = { name: 'ann', role: 'publisher' as const };

describe.each(bothEngines())('the studio\'s records on $engine', (engine) => {
  it('keeps every audit entry of changes made at once, newest first, per document', async () => {
    const store = await withDemo(await engine.open());
    await Promise.all(Array.from({ length: 12 }, (_, i) => recordAudit(store.db, publisher, { merchant: 'DEMO', action: 'publish', document: i % 2 ? 'home' : 'lobby', version: i, note: 'x'.repeat(300) })));
    const all = await listAudit(store.db, 'DEMO');
    expect(all).toHaveLength(12);
    expect(all[0]).toMatchObject({ actor: 'ann', role: 'publisher', merchant: 'DEMO', action: 'publish' });
    expect(all[0].note).toHaveLength(200);
    expect((await listAudit(store.db, 'DEMO', { document: 'home', limit: 3 })).map((e) => e.document)).toEqual(['home', 'home', 'home']);
    expect(await listAudit(store.db, 'OTHER')).toEqual([]);
  });

  it('opens each operator name once, even asked twice at the same moment, and signs in and out', async () => {
    const store = await engine.open();
    const outcomes = await Promise.allSettled([createOperator(store.db, 'bob', 'secret-1', 'editor'), createOperator(store.db, 'bob', 'secret-2', 'publisher')]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: expect.any(OperatorExists) });
    await createOperator(store.db, 'amy', 'secret-3', 'publisher');
    expect((await listOperators(store.db)).map((o) => o.name)).toEqual(['amy', 'bob']);
    expect(await checkOperator(store.db, 'amy', 'wrong')).toBeNull();
    const amy = await checkOperator(store.db, 'amy', 'secret-3');
    expect(amy).toMatchObject({ name: 'amy', role: 'publisher' });
    const { token, session } = await openOpsSession(store.db, amy!);
    expect(await findOpsSession(store.db, token)).toEqual(session);
    await closeOpsSession(store.db, token);
    expect(await findOpsSession(store.db, token)).toBeNull();
  });

  it('lists the newest notice first, and withdraws only the merchant\'s own', async () => {
    const store = await withDemo(await engine.open());
    const ids = await Promise.all(['one', 'two', 'three'].map((t) => publishAnnouncement(store.db, 'DEMO', notice(t))));
    expect(new Set(ids).size).toBe(3);
    const last = await publishAnnouncement(store.db, 'DEMO', notice('newest'));
    const listed = await store.db.selectFrom('announcements').select(['title', 'hot']).orderBy('sort').execute();
    expect(listed[0]).toEqual({ title: 'newest', hot: 1 });
    expect(await withdrawAnnouncement(store.db, 'DEMOTRIAL', last)).toBe(false);
    expect(await withdrawAnnouncement(store.db, 'DEMO', last)).toBe(true);
    expect(await withdrawAnnouncement(store.db, 'DEMO', last)).toBe(false);
  });

  it('sets switches, template parameters and the status, leaving the rest as it was', async () => {
    const store = await withDemo(await engine.open());
    await setWhitelabelSwitches(store.db, 'DEMO', { A: true, B: true });
    await setWhitelabelSwitches(store.db, 'DEMO', { B: false });
    expect(await store.db.selectFrom('whitelabel_switches').select(['code', 'enabled']).orderBy('code').execute()).toEqual([{ code: 'A', enabled: 1 }, { code: 'B', enabled: 0 }]);
    await changeTemplateParameters(store.db, 'DEMO', { color: '#111111', logo: 'a.png' });
    await changeTemplateParameters(store.db, 'DEMO', { color: '#222222', logo: null });
    expect(await store.db.selectFrom('template_parameters').select(['name', 'value']).execute()).toEqual([{ name: 'color', value: '#222222' }]);
    await setMerchantStatus(store.db, 'DEMO', { maintenance: true, regionRestriction: false, info: { until: 5 } });
    await setMerchantStatus(store.db, 'DEMO', { maintenance: false, regionRestriction: true });
    expect(await store.db.selectFrom('merchants').where('code', '=', 'DEMO').select(['maintenance', 'region_restriction', 'status_info']).executeTakeFirst())
      .toEqual({ maintenance: 0, region_restriction: 1, status_info: '{"until":5}' });
  });

  it('finds a member under the storefront first, then its trial merchant; disabling ends its sessions', async () => {
    const store = await withDemo(await engine.open());
    const member = (merchant_code: string, username: string) =>
      store.db.insertInto('members').values({ merchant_code, username, password_hash: 'x', type: 0, created_at: 1 }).returning('id').executeTakeFirstOrThrow();
    const trialOnly = await member('DEMOTRIAL', 'guest1');
    const both = await member('DEMO', 'sam');
    await member('DEMOTRIAL', 'sam');
    expect(await findOpsMember(store.db, 'DEMOTRIAL', 'guest1', undefined)).toEqual(trialOnly);
    expect(await findOpsMember(store.db, 'DEMOTRIAL', 'sam', undefined)).toEqual(both);
    await expect(findOpsMember(store.db, 'DEMOTRIAL', 'guest1', 'DEMO')).rejects.toMatchObject({ status: 404 });
    await expect(findOpsMember(store.db, null, 'guest1', undefined)).rejects.toMatchObject({ status: 404 });
    await store.db.insertInto('sessions').values({ token: 't', member_id: both.id, created_at: 1, expires_at: 2 }).execute();
    await changeMemberByOperator(store.db, both.id, { disabled: true, nickname: 'Sam', clubLabel: 'VIP' });
    expect(await opsMemberView(store.db, both.id)).toEqual({ username: 'sam', type: 0, nickname: 'Sam', clubLabel: 'VIP', disabled: true });
    expect(await store.db.selectFrom('sessions').select('token').execute()).toEqual([]);
    await changeMemberByOperator(store.db, both.id, { disabled: false, type: 1 });
    expect(await opsMemberView(store.db, both.id)).toMatchObject({ type: 1, disabled: false, nickname: 'Sam' });
  });
});
