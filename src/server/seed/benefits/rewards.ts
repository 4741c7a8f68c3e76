/** Rewards of the seeded members, as the reward centre shows them. */
export interface RewardSeed {
  source: 'promotion' | 'deposit' | 'upgrade' | 'rebate' | 'birthday' | 'monthly';
  detail: string;
  /** Currency units (stored in cents). */
  amount: number;
  turnoverMultiple: number;
  /** Hours before the seed time. */
  createdHoursAgo: number;
  /** Hours from the seed time until it can no longer be claimed (negative: already expired); none = no end. */
  expiresInHours?: number;
  /** Claimed: received this many hours before the seed time. */
  receivedHoursAgo?: number;
  /** The promotion (by title) it pays: claiming it marks that promotion's sign-up CLAIMED. */
  promotionTitle?: string;
}

const DAY = 24;

/**
 * demo: three to claim (206.36), six received (429.80), two expired. The Fishing Frenzy prize is the
 * promotion sign-up seeded ISSUED; the Refer a Friend reward the one seeded CLAIMED.
 */
const DEMO_REWARDS: RewardSeed[] = [
  { source: 'monthly', detail: 'VIP 3', amount: 28, turnoverMultiple: 1, createdHoursAgo: 30, expiresInHours: 6 * DAY },
  { source: 'promotion', detail: 'Fishing Frenzy Jackpot', amount: 166, turnoverMultiple: 1, createdHoursAgo: 20, expiresInHours: 3 * DAY, promotionTitle: 'Fishing Frenzy Jackpot' },
  { source: 'rebate', detail: 'VIP 3 · 0.50%', amount: 12.36, turnoverMultiple: 0, createdHoursAgo: 3, expiresInHours: 2 * DAY },
  { source: 'upgrade', detail: 'VIP 3', amount: 88, turnoverMultiple: 1, createdHoursAgo: 12 * DAY, receivedHoursAgo: 12 * DAY - 2 },
  { source: 'promotion', detail: 'Refer a Friend Reward', amount: 88, turnoverMultiple: 1, createdHoursAgo: 20 * DAY, receivedHoursAgo: 20 * DAY - 5, promotionTitle: 'Refer a Friend Reward' },
  { source: 'deposit', detail: 'First deposit 100% bonus', amount: 188, turnoverMultiple: 10, createdHoursAgo: 30 * DAY, receivedHoursAgo: 30 * DAY },
  { source: 'rebate', detail: 'VIP 3 · 0.50%', amount: 9.8, turnoverMultiple: 0, createdHoursAgo: 2 * DAY, receivedHoursAgo: 2 * DAY - 1 },
  { source: 'upgrade', detail: 'VIP 2', amount: 18, turnoverMultiple: 1, createdHoursAgo: 45 * DAY, receivedHoursAgo: 45 * DAY - 3 },
  { source: 'birthday', detail: 'VIP 2', amount: 38, turnoverMultiple: 1, createdHoursAgo: 60 * DAY, receivedHoursAgo: 60 * DAY - 8 },
  { source: 'rebate', detail: 'VIP 3 · 0.50%', amount: 6.5, turnoverMultiple: 0, createdHoursAgo: 9 * DAY, expiresInHours: -2 * DAY },
  { source: 'monthly', detail: 'VIP 2', amount: 8, turnoverMultiple: 1, createdHoursAgo: 40 * DAY, expiresInHours: -33 * DAY },
];

/** agent01: the VIP 5 upgrade bonus and a monthly bonus to claim, its own history. */
const AGENT_REWARDS: RewardSeed[] = [
  { source: 'upgrade', detail: 'VIP 5', amount: 888, turnoverMultiple: 1, createdHoursAgo: 3, expiresInHours: 7 * DAY },
  { source: 'monthly', detail: 'VIP 5', amount: 128, turnoverMultiple: 1, createdHoursAgo: DAY, expiresInHours: 6 * DAY },
  { source: 'rebate', detail: 'VIP 5 · 0.70%', amount: 156.4, turnoverMultiple: 0, createdHoursAgo: DAY + 4, receivedHoursAgo: DAY },
  { source: 'rebate', detail: 'VIP 5 · 0.70%', amount: 132.1, turnoverMultiple: 0, createdHoursAgo: 2 * DAY + 4, receivedHoursAgo: 2 * DAY },
  { source: 'deposit', detail: 'Daily reload 10%', amount: 50, turnoverMultiple: 5, createdHoursAgo: 10 * DAY, receivedHoursAgo: 10 * DAY },
  { source: 'upgrade', detail: 'VIP 4', amount: 288, turnoverMultiple: 1, createdHoursAgo: 50 * DAY, receivedHoursAgo: 50 * DAY - 6 },
  { source: 'monthly', detail: 'VIP 4', amount: 58, turnoverMultiple: 1, createdHoursAgo: 35 * DAY, receivedHoursAgo: 34 * DAY },
  { source: 'birthday', detail: 'VIP 4', amount: 188, turnoverMultiple: 1, createdHoursAgo: 120 * DAY, expiresInHours: -90 * DAY },
];

export const SEEDED_REWARDS: Record<string, RewardSeed[]> = { demo: DEMO_REWARDS, agent01: AGENT_REWARDS };
