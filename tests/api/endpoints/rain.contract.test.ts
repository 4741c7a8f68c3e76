import { describe, expect, it } from 'vitest';
import { grabEnvelope } from '../../../src/api/endpoints/rain/grab';
import { getRainHistory } from '../../../src/api/endpoints/rain/history';
import { getRainInfo } from '../../../src/api/endpoints/rain/info';
import { login } from '../../../src/api/endpoints/session/login';
import { getWallet } from '../../../src/api/endpoints/wallet/gcs';
import { useLiveServer } from '../live-server';

const server = useLiveServer();
const asUser = async (username: string, password: string) => server.setToken((await login({ type: 'username', username, password })).token);

async function placeRound(body: Record<string, unknown> = {}): Promise<number> {
  const res = await fetch(`${server.url}/ops/test/redRain/rounds`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-ops-token-0123456789', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { value: { id: number } }).value.id;
}

describe('red envelope rain through the client modules', () => {
  it('info, a grab credited to the wallet and answered once, and the winnings list agree', async () => {
    await asUser('demo', 'demo1234');
    const roundId = await placeRound({ perMemberLimit: 2 });
    const info = await getRainInfo();
    expect(info.round).toMatchObject({ id: roundId, status: 'live', left: 2 });
    expect(info.eligibility).toMatchObject({ eligible: true });
    const before = (await getWallet()).sumBalance;
    const won = await grabEnvelope({ roundId, key: 'contract-1' });
    expect(won).toMatchObject({ counted: true, repeated: false, grabbed: 1, left: 1 });
    expect(won.sumBalance).toBeCloseTo(before + won.amount, 2);
    expect(await grabEnvelope({ roundId, key: 'contract-1' })).toMatchObject({ repeated: true, amount: won.amount, sumBalance: won.sumBalance });
    const history = await getRainHistory({ pageSize: 1 });
    expect(history.list[0]).toMatchObject({ roundId, count: 1, amount: won.amount });
    expect(history.totalCount).toBeGreaterThan(1);
  });

  it('a trial account reads the rain and is refused a grab with free_reject', async () => {
    await asUser('trial01', 'trial1234');
    const roundId = await placeRound();
    expect((await getRainInfo()).eligibility).toMatchObject({ eligible: false, reason: 'trial' });
    await expect(grabEnvelope({ roundId, key: 'trial' })).rejects.toMatchObject({ status: 403, code: 'free_reject' });
  });
});
