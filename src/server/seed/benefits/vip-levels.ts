/** The demo merchant's VIP ladder: lifetime deposit and valid bet to reach each level, and its benefits. */
export interface VipLevelSeed {
  level: number;
  name: string;
  /** Currency units (stored in cents). */
  deposit: number;
  validBet: number;
  /** Bonuses and the daily withdrawal limit in currency units; the rebate in percent; a count of withdrawals. */
  upgradeBonus: number;
  birthdayBonus: number;
  monthlyBonus: number;
  rebatePercent: number;
  dailyWithdrawCount: number;
  dailyWithdrawLimit: number;
}

export const VIP_LEVELS: VipLevelSeed[] = [
  { level: 1, name: 'VIP 1', deposit: 100, validBet: 0, upgradeBonus: 0, birthdayBonus: 18, monthlyBonus: 0, rebatePercent: 0.3, dailyWithdrawCount: 3, dailyWithdrawLimit: 50_000 },
  { level: 2, name: 'VIP 2', deposit: 1_000, validBet: 5_000, upgradeBonus: 18, birthdayBonus: 38, monthlyBonus: 8, rebatePercent: 0.4, dailyWithdrawCount: 5, dailyWithdrawLimit: 100_000 },
  { level: 3, name: 'VIP 3', deposit: 10_000, validBet: 50_000, upgradeBonus: 88, birthdayBonus: 88, monthlyBonus: 28, rebatePercent: 0.5, dailyWithdrawCount: 5, dailyWithdrawLimit: 200_000 },
  { level: 4, name: 'VIP 4', deposit: 50_000, validBet: 200_000, upgradeBonus: 288, birthdayBonus: 188, monthlyBonus: 58, rebatePercent: 0.6, dailyWithdrawCount: 8, dailyWithdrawLimit: 500_000 },
  { level: 5, name: 'VIP 5', deposit: 200_000, validBet: 800_000, upgradeBonus: 888, birthdayBonus: 388, monthlyBonus: 128, rebatePercent: 0.7, dailyWithdrawCount: 10, dailyWithdrawLimit: 1_000_000 },
  { level: 6, name: 'VIP 6', deposit: 500_000, validBet: 2_000_000, upgradeBonus: 1_888, birthdayBonus: 888, monthlyBonus: 288, rebatePercent: 0.8, dailyWithdrawCount: 15, dailyWithdrawLimit: 2_000_000 },
  { level: 7, name: 'VIP 7', deposit: 1_000_000, validBet: 5_000_000, upgradeBonus: 3_888, birthdayBonus: 1_888, monthlyBonus: 588, rebatePercent: 0.9, dailyWithdrawCount: 20, dailyWithdrawLimit: 5_000_000 },
  { level: 8, name: 'VIP 8', deposit: 3_000_000, validBet: 15_000_000, upgradeBonus: 8_888, birthdayBonus: 3_888, monthlyBonus: 1_288, rebatePercent: 1, dailyWithdrawCount: 30, dailyWithdrawLimit: 10_000_000 },
];

/**
 * Lifetime totals of the seeded members (currency units). demo (VIP 3, 3 of 5 conditions, 60 %) is
 * at 76 % of VIP 4's deposit and 44 % of its valid bet; agent01 (VIP 5, 4 of 8, 50 %) at 60 % and 40 %
 * of VIP 6's: the mean of the two is the rank progress the pop-up shows.
 */
export const VIP_TOTALS: Record<string, { deposit: number; validBet: number }> = {
  demo: { deposit: 38_000, validBet: 88_000 },
  agent01: { deposit: 300_000, validBet: 800_000 },
  agent02: { deposit: 2_400, validBet: 9_600 },
  player01: { deposit: 300, validBet: 1_250 },
  player02: { deposit: 600, validBet: 2_100 },
  player03: { deposit: 150, validBet: 400 },
  player04: { deposit: 120, validBet: 90 },
};
