import { describe, expect, it } from 'vitest';
import { getDeposit, getDepositChannels, requestDeposit } from '../../../src/api/endpoints/funds/deposit';
import { getTransactionRecords, requestWithdrawal } from '../../../src/api/endpoints/funds/withdraw';
import { addBankCard } from '../../../src/api/endpoints/member/bank-card';
import { setPaymentPassword } from '../../../src/api/endpoints/member/payment-password';
import { login } from '../../../src/api/endpoints/session/login';
import { useLiveServer } from '../live-server';

/** The client's deposit and withdrawal calls against the real platform: every answer parses. */
const server = useLiveServer();

describe('deposit and withdrawal answers parse in the client', () => {
  it('a deposit per channel answers its payment instructions; its detail answers the same', async () => {
    server.setToken((await login({ type: 'username', username: 'player01', password: 'player1234' })).token);
    const channels = await getDepositChannels();
    const methods: Record<string, string> = {};
    for (const channel of channels) {
      const deposit = await requestDeposit({ channelId: channel.id, amount: Math.max(channel.min, 100) });
      methods[channel.id] = deposit.payTo?.method ?? 'none';
      expect((await getDeposit(deposit.id)).reference).toBe(deposit.reference);
    }
    expect(methods).toEqual({ bank: 'bank', alipay: 'qr', wechat: 'qr', qq: 'qr', gateway: 'redirect' });
  });

  it('a withdrawal answers the held request and the new balance', async () => {
    server.setToken((await login({ type: 'username', username: 'player02', password: 'player1234' })).token);
    await setPaymentPassword({ paymentPassword: '246810', confirmPaymentPassword: '246810' });
    const cards = await addBankCard({ bankName: 'ICBC', accountName: 'Player 2', accountNumber: '6222000011112222', paymentPassword: '246810' });
    const withdrawal = await requestWithdrawal({ amount: 100, bankCardId: cards[0].id, paymentPassword: '246810' });
    expect(withdrawal).toMatchObject({ status: 'PENDING', amount: 100 });
    expect(typeof withdrawal.sumBalance).toBe('number');
    expect((await getTransactionRecords({ kind: 'withdraw', size: 1 }))[0]).toMatchObject({ kind: 'withdraw', amount: -100 });
  });
});
