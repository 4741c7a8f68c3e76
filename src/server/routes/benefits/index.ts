import type { RouteModule } from '../../deps';
import { mallItemsRoute } from './mall-items';
import { mallRedeemRoute } from './mall-redeem';
import { mallRedemptionsRoute } from './mall-redemptions';
import { mediaMallRoute } from './media-mall';
import { opsMallItemsRoute } from './ops-mall-items';
import { opsPointsRoute } from './ops-points';
import { opsRewardsRoute } from './ops-rewards';
import { pointMovementsRoute } from './point-movements';
import { pointsRoute } from './points';
import { rewardClaimRoute } from './reward-claim';
import { rewardClaimAllRoute } from './reward-claim-all';
import { rewardSummaryRoute } from './reward-summary';
import { rewardsRoute } from './rewards';
import { vipLevelsRoute } from './vip-levels';
import { vipStatusRoute } from './vip-status';

/** VIP room, reward centre and point mall routes (see docs/api-contract.md, "Member benefits"). */
export const benefitRoutes: RouteModule[] = [
  // VIP room
  vipLevelsRoute, vipStatusRoute,
  // reward centre
  rewardsRoute, rewardSummaryRoute, rewardClaimRoute, rewardClaimAllRoute,
  // points and the point mall
  pointsRoute, pointMovementsRoute, mallItemsRoute, mallRedeemRoute, mallRedemptionsRoute, mediaMallRoute,
  // operator
  opsRewardsRoute, opsPointsRoute, opsMallItemsRoute,
];
