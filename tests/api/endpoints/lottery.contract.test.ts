import { describe, expect, it } from 'vitest';
import { getLotteryList } from '../../../src/api/endpoints/lottery/list';
import { getLotteryMenu } from '../../../src/api/endpoints/lottery/menu';
import { getLotteryNumero } from '../../../src/api/endpoints/lottery/numero';
import { getPopularNumbers } from '../../../src/api/endpoints/lottery/popular';
import { getVnNumero } from '../../../src/api/endpoints/lottery/vn-numero';
import { getVnRecent } from '../../../src/api/endpoints/lottery/vn-recent';
import { useLiveServer } from '../live-server';

useLiveServer();

describe('lottery calls through the client modules', () => {
  it('list and menu show the seeded lotteries with a future next draw', async () => {
    const { list } = await getLotteryList();
    expect(list.map((l) => l.code)).toEqual(['5D', '3D', 'VN_NORTH', 'VN_SOUTH']);
    expect(list.every((l) => l.nextDrawAt > Date.now())).toBe(true);
    expect((await getLotteryList({ gameType: 'LOTT' })).list.map((l) => l.code)).toEqual(['VN_NORTH', 'VN_SOUTH']);
    expect((await getLotteryMenu()).list.map((g) => [g.group, g.lotteries.length])).toEqual([['fast', 2], ['vn', 2]]);
  });

  it('numero answers the latest draw per lottery, history for one, stable between calls', async () => {
    const latest = await getLotteryNumero();
    expect(latest.list).toHaveLength(4);
    const history = await getLotteryNumero({ code: '5D', size: 5 });
    expect(history.list).toHaveLength(5);
    expect(history.list[0].drawnAt).toBeGreaterThan(history.list[4].drawnAt);
    expect((await getLotteryNumero({ code: '5D', size: 5 })).list.slice(1)).toEqual(history.list.slice(1));
  });

  it('VN recent, VN board and popular numbers agree with each other', async () => {
    const recent = await getVnRecent({ region: 'south', size: 3 });
    expect(recent.list).toHaveLength(3);
    const board = await getVnNumero('VN_SOUTH', recent.list[1].issue);
    expect(board.prizes[0].numbers[0]).toBe(recent.list[1].special);
    expect(board.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    const popular = await getPopularNumbers('VN_SOUTH', { draws: 1, limit: 100 });
    expect(popular.list.reduce((s, e) => s + e.count, 0)).toBe(18);
    await expect(getVnNumero('5D')).rejects.toMatchObject({ status: 400, code: 'lottery.notVn' });
  });
});
