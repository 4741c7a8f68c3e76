import { describe, expect, it } from 'vitest';
import { clearMember, displayName, member, progressFromRank, vipProgress } from '../../src/state/member';

describe('member state', () => {
  it('display name is nickname, else account, else userName', () => {
    member.value = { id: 1, nickname: 'Demo Player', account: 'acc', type: 0, userName: 'demo' };
    expect(displayName.value).toBe('Demo Player');
    member.value = { id: 1, nickname: '', account: 'acc', type: 0, userName: 'demo' };
    expect(displayName.value).toBe('acc');
    member.value = { id: 1, type: 0, userName: 'demo' };
    expect(displayName.value).toBe('demo');
    clearMember();
    expect(displayName.value).toBe('');
    expect(vipProgress.value).toBeNull();
  });

  it('VIP progress is completed / expected with a rank label, else 1', () => {
    const rank = (done: number, total: number, labelId: unknown) => ({
      currentProgress: { completedConditions: done, totalExpectedConditions: total },
      playerRankProgress: labelId === undefined ? null : { labelId },
    });
    expect(progressFromRank(rank(1, 4, 3))).toBe(0.25);
    expect(progressFromRank(rank(1, 4, undefined))).toBe(1);
    expect(progressFromRank(rank(0, 0, 3))).toBe(1);
    expect(progressFromRank(rank(9, 4, 3))).toBe(1);
  });
});
