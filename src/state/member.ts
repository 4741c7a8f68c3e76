import { computed, signal } from '@preact/signals-react';

export interface MemberInfo {
  id: string | number;
  nickname?: string | null;
  account?: string | null;
  /** Member type; 4 (free / trial) when the server does not say. */
  type: number;
  userName: string;
  clubLabel?: { labelName: string } | null;
}

export interface RankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: unknown } | null;
}

export const member = signal<MemberInfo | null>(null);

/** VIP progress, 0..1; null until the member's rank has answered (a bar then shows it is loading, not 0 %). */
export const vipProgress = signal<number | null>(null);

/** What the header and panels show: nickname, else account, else userName. */
export const displayName = computed(() => {
  const m = member.value;
  if (!m) return '';
  return m.nickname || m.account || m.userName || '';
});

/**
 * Completed / expected conditions when the player has a rank label; without one the player is
 * at the top of the ladder, which the spec shows as full progress (1).
 */
export function progressFromRank(rank: RankProgress): number {
  if (!rank.playerRankProgress || rank.playerRankProgress.labelId == null) return 1;
  const { completedConditions, totalExpectedConditions } = rank.currentProgress;
  if (!(totalExpectedConditions > 0)) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}

export function setMember(info: MemberInfo): void {
  member.value = info;
}

export function clearMember(): void {
  member.value = null;
  vipProgress.value = null;
}
