import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../src/server/http/reply';
import { acceptDepositPromo, openAcceptances, promoForDeposit, usedOncePromos } from '../../../src/server/services/deposit-promos';
import { requestDeposit } from '../../../src/server/services/deposits';
import { bothEngines } from '../../support/engines';
import { addMember, allAtOnce, withMerchant } from '../services/money-rows';

const codeOf = (outcome: PromiseSettledResult<unknown>) => (outcome.status === 'rejected' && outcome.reason instanceof HttpFailure ? outcome.reason.errorCode : outcome.status);

describe.each(bothEngines())('deposit promotions on $engine', (engine) => {
  it('accepted ten times at once: one acceptance; ten deposits naming it at once: one uses it; a first-deposit promotion once ever', async () => {
    const store = await withMerchant(await engine.open());
    const ann = await addMember(store, 'ann', 0);
    const promo = { merchant_code: 'DEMO', title: 'Bonus', bonus_bp: 1000, max_bonus_cents: 50_00, min_deposit_cents: 10_00, turnover_multiple: 1 };
    await store.db.insertInto('deposit_promos').values([{ ...promo, id: 'RELOAD', sort: 1, once_per_member: 0 }, { ...promo, id: 'FIRST', sort: 2, once_per_member: 1 }]).execute();

    const accepts = await allAtOnce(Array.from({ length: 10 }, () => () => acceptDepositPromo(store.db, 'DEMO', ann, 'RELOAD', 5)));
    expect(accepts.map(codeOf).sort()).toEqual(['fulfilled', ...Array<string>(9).fill('promo.alreadyAccepted')]);
    const { acceptId } = await promoForDeposit(store.db, 'DEMO', ann, 'RELOAD', 20_00);
    const deposits = await allAtOnce(Array.from({ length: 10 }, () => () => requestDeposit(store, ann, 20_00, {}, { acceptId, promoId: 'RELOAD' })));
    expect(deposits.map(codeOf).sort()).toEqual(['fulfilled', ...Array<string>(9).fill('promo.notAccepted')]);
    // The refused deposits left no record behind.
    expect(await store.db.selectFrom('transactions').where('kind', '=', 'deposit').select('id').execute()).toHaveLength(1);
    expect(await openAcceptances(store.db, ann)).toEqual(new Map());

    await acceptDepositPromo(store.db, 'DEMO', ann, 'FIRST', 6);
    const { acceptId: first } = await promoForDeposit(store.db, 'DEMO', ann, 'FIRST', 20_00);
    await requestDeposit(store, ann, 20_00, {}, { acceptId: first, promoId: 'FIRST' });
    await expect(acceptDepositPromo(store.db, 'DEMO', ann, 'FIRST', 7)).rejects.toMatchObject({ status: 409, errorCode: 'promo.onceOnly' });
    expect(await usedOncePromos(store.db, ann)).toEqual(new Set(['FIRST']));
    await expect(promoForDeposit(store.db, 'DEMO', ann, 'RELOAD', 5_00)).rejects.toMatchObject({ errorCode: 'promo.notAccepted' });
  });
});
