// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { mallItems, mallRedeem, mallRedemptions, opsMallItemChange } from './mall';
export { opsPointsAdjust, pointMovements, points } from './points';
export { opsRewardGrant, rewardClaim, rewardClaimAll, rewards, rewardSummary } from './rewards';
export { vipLevels, vipStatus } from './vip';
