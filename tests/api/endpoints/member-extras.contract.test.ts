import { describe, expect, it } from 'vitest';
import { answerContract, getContracts } from '../../../src/api/endpoints/agent/contracts';
import { getDownlines, transferToDownline } from '../../../src/api/endpoints/agent/downlines';
import { getRebates, updateDownlineRebates } from '../../../src/api/endpoints/agent/rebates';
import { getFundsConsolidated } from '../../../src/api/endpoints/member/funds-consolidated';
import { getDepositChannels, requestDeposit } from '../../../src/api/endpoints/funds/deposit';
import { getTransactionRecords, requestWithdrawal } from '../../../src/api/endpoints/funds/withdraw';
import { addBankCard, getBankCards } from '../../../src/api/endpoints/member/bank-card';
import { getHeadIcon, setHeadIcon } from '../../../src/api/endpoints/member/icon';
import { hasWithdrawalPassword, setPaymentPassword } from '../../../src/api/endpoints/member/payment-password';
import { updateProfileField } from '../../../src/api/endpoints/member/profile-field';
import { getMySecurityQuestions, getSecurityConfig, getSecurityQuestions, setMySecurityQuestions } from '../../../src/api/endpoints/member/security';
import { login } from '../../../src/api/endpoints/session/login';
import { getWallet } from '../../../src/api/endpoints/wallet/gcs';
import { useLiveServer } from '../live-server';

const server = useLiveServer();

describe('member extras through the client modules', () => {
  it('profile, security, cards, deposit and withdrawal answers match the client schemas', async () => {
    server.setToken((await login({ type: 'username', username: 'demo', password: 'demo1234' })).token);
    expect((await getHeadIcon()).options).toContain('avatar-01');
    expect(await setHeadIcon('avatar-02')).toEqual({ headIcon: 'avatar-02', headIconUrl: '/media/avatars/avatar-02.svg' });
    expect(await updateProfileField('nickname', 'Lucky Demo')).toEqual({ nickname: 'Lucky Demo' });
    expect(await updateProfileField('payeeName', 'Demo Player')).toEqual({ payeeName: 'Demo Player' });
    expect(await hasWithdrawalPassword()).toEqual({ hasPassword: false });
    expect(await setPaymentPassword({ paymentPassword: '135790', confirmPaymentPassword: '135790' })).toEqual({ hasPassword: true });
    const questions = await getSecurityQuestions();
    expect(await setMySecurityQuestions({ password: 'demo1234', answers: [{ questionId: questions[0].id, answer: 'a' }, { questionId: questions[1].id, answer: 'b' }] })).toBe(true);
    expect(await getMySecurityQuestions()).toHaveLength(2);
    const cards = await addBankCard({ bankName: 'Demo Bank', accountName: 'Demo Player', accountNumber: '6222000011113333', paymentPassword: '135790' });
    expect(await getBankCards()).toEqual(cards);
    expect((await getSecurityConfig()).level).toBe(100);
    expect((await getDepositChannels()).length).toBeGreaterThan(0);
    expect((await requestDeposit({ channelId: 'alipay', amount: 100 })).status).toBe('PENDING');
    const w = await requestWithdrawal({ amount: 100, bankCardId: cards[0].id, paymentPassword: '135790' });
    expect(w.sumBalance).toBe(1188.5);
    expect((await getWallet()).sumBalance).toBe(1188.5);
    // Newest first, after the seeded history.
    expect((await getTransactionRecords()).slice(0, 2).map((r) => r.kind)).toEqual(['withdraw', 'deposit']);
    server.setToken(null);
  });

  it('agent downlines and transfer', async () => {
    server.setToken((await login({ type: 'username', username: 'agent01', password: 'agent1234' })).token);
    expect((await getDownlines()).map((d) => d.username)).toContain('player02');
    expect(await transferToDownline({ username: 'player02', amount: 10.25 })).toEqual({ sumBalance: 56189.75 });
    server.setToken(null);
  });

  it('answering a pending contract clears its home-page prompt flag; a second answer is refused', async () => {
    server.setToken((await login({ type: 'username', username: 'agent01', password: 'agent1234' })).token);
    expect(await getFundsConsolidated()).toMatchObject({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 });
    const [salary] = await getContracts('dailySalary');
    expect(salary).toMatchObject({ kind: 'dailySalary', status: 'PENDING', terms: { title: 'Daily salary contract' } });
    expect((await answerContract(salary.id, true)).status).toBe('ACCEPTED');
    expect(await getFundsConsolidated()).toMatchObject({ dailysalreqtype: 0, divtypecompperiodreq: 1 });
    await expect(answerContract(salary.id, false)).rejects.toMatchObject({ status: 409, code: 'contract.answered' });
    server.setToken((await login({ type: 'username', username: 'demo', password: 'demo1234' })).token);
    await expect(answerContract(salary.id + 1, true)).rejects.toMatchObject({ status: 404 });
    server.setToken(null);
  });

  it('agent rebates: a downline may get up to the agent\'s own rate, never more', async () => {
    server.setToken((await login({ type: 'username', username: 'agent01', password: 'agent1234' })).token);
    const rebates = await getRebates();
    expect(rebates.own).toMatchObject({ RNG: 1.2, LIVE: 0.8 });
    expect(rebates.downlines.find((d) => d.username === 'demo')?.rates.RNG).toBe(0.6);
    await expect(updateDownlineRebates({ username: 'demo', rates: { RNG: 1.3 } })).rejects.toMatchObject({ status: 400, code: 'rebate.exceeds' });
    await expect(updateDownlineRebates({ username: 'demo', rates: { CASINO: 0.1 } })).rejects.toMatchObject({ status: 400 });
    expect((await updateDownlineRebates({ username: 'demo', rates: { RNG: 1.2, LIVE: 0.35 } })).rates).toMatchObject({ RNG: 1.2, LIVE: 0.35 });
    server.setToken(null);
  });
});
