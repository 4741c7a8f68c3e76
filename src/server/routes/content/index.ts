import type { RouteModule } from '../../deps';
import { announcementReadRoute } from './announcement-read';
import { announcementsRoute } from './announcements';
import { favouriteAddRoute } from './favourite-add';
import { favouriteIdsRoute } from './favourite-ids';
import { favouriteListRoute } from './favourite-list';
import { favouriteRemoveRoute } from './favourite-remove';
import { feedbackRoute } from './feedback';
import { feedbackTypesRoute } from './feedback-types';
import { gameClassifyRoute } from './game-classify';
import { gameListRoute } from './game-list';
import { helpCenterRoute } from './help-center';
import { hotGamesRoute } from './hot-games';
import { launchGameRoute } from './launch-game';
import { logoVisibilityRoute } from './logo-visibility';
import { opsLogoVisibilityRoute } from './ops-logo-visibility';
import { lotteryListRoute } from './lottery-list';
import { lotteryMenuRoute } from './lottery-menu';
import { lotteryNumeroRoute } from './lottery-numero';
import { lotteryPopularRoute } from './lottery-popular';
import { lotteryVnNumeroRoute } from './lottery-vn-numero';
import { lotteryVnRecentRoute } from './lottery-vn-recent';
import { mediaBannersRoute } from './media-banners';
import { mediaGamesRoute } from './media-games';
import { mediaPromotionCategoriesRoute } from './media-promotion-categories';
import { mediaPromotionsRoute } from './media-promotions';
import { mediaVendorsRoute } from './media-vendors';
import { mediaAvatarsRoute } from './media-avatars';
import { mediaPicturesRoute } from './media-pictures';
import { noticesRoute } from './notices';
import { playPageRoute } from './play-page';
import { popularAnnouncementsRoute } from './popular-announcements';
import { promotionCategoriesRoute } from './promotion-categories';
import { promotionDetailRoute } from './promotion-detail';
import { promotionSignUpRoute } from './promotion-sign-up';
import { promotionsRoute } from './promotions';
import { recentAddRoute } from './recent-add';
import { recentListRoute } from './recent-list';
import { requestRewardRoute } from './request-reward';
import { vendorGameTypesRoute } from './vendor-game-types';
import { winnersRoute } from './winners';

/** Games, lobby, promotions, notices, feedback, help and generated media routes (see docs/api-contract-content.md). */
export const contentRoutes: RouteModule[] = [
  vendorGameTypesRoute, gameListRoute, hotGamesRoute, gameClassifyRoute,
  favouriteAddRoute, favouriteRemoveRoute, favouriteIdsRoute, favouriteListRoute,
  recentAddRoute, recentListRoute, launchGameRoute, playPageRoute, winnersRoute,
  announcementsRoute, announcementReadRoute, noticesRoute, popularAnnouncementsRoute,
  promotionsRoute, promotionCategoriesRoute, promotionDetailRoute, promotionSignUpRoute, requestRewardRoute,
  feedbackRoute, feedbackTypesRoute, helpCenterRoute, logoVisibilityRoute, opsLogoVisibilityRoute,
  lotteryListRoute, lotteryMenuRoute, lotteryNumeroRoute, lotteryVnRecentRoute, lotteryVnNumeroRoute, lotteryPopularRoute,
  mediaGamesRoute, mediaVendorsRoute, mediaBannersRoute, mediaPromotionsRoute, mediaPromotionCategoriesRoute, mediaAvatarsRoute, mediaPicturesRoute,
];
