import type { EndpointDefinition } from '../endpoint';
import { announcementsEndpoint } from './content/announcements';
import { feedbackEndpoint } from './content/feedback';
import { feedbackTypesEndpoint } from './content/feedback-types';
import { helpCenterEndpoint } from './content/help-center';
import { logoVisibilityEndpoint } from './content/logo-visibility';
import { markReadEndpoint } from './content/mark-read';
import { noticesEndpoint } from './content/notices';
import { popularEndpoint } from './content/popular';
import { promotionCategoriesEndpoint } from './content/promotion-categories';
import { promotionDetailEndpoint } from './content/promotion-detail';
import { promotionSignUpEndpoint } from './content/promotion-sign-up';
import { promotionsEndpoint } from './content/promotions';
import { requestRewardEndpoint } from './content/request-reward';
import { gameClassifyEndpoint } from './games/classify';
import { favouriteAddEndpoint } from './games/favourite-add';
import { favouriteIdsEndpoint } from './games/favourite-ids';
import { favouriteListEndpoint } from './games/favourite-list';
import { favouriteRemoveEndpoint } from './games/favourite-remove';
import { hotGamesEndpoint } from './games/hot';
import { launchGameEndpoint } from './games/launch';
import { gameListEndpoint } from './games/list';
import { recentAddEndpoint } from './games/recent-add';
import { recentListEndpoint } from './games/recent-list';
import { vendorGameTypesEndpoint } from './games/vendor-game-types';
import { winnersEndpoint } from './games/winners';

/**
 * Every endpoint layouts may name (queries, the `api` action and form.submit), one line each,
 * grouped by area and sorted by name. Each definition sits next to its call in the file of that
 * call; tests/api/endpoints/registry.test.ts checks that every call file's definitions are here.
 */
export const endpoints: EndpointDefinition[] = [
  // content
  announcementsEndpoint,
  feedbackEndpoint,
  feedbackTypesEndpoint,
  helpCenterEndpoint,
  logoVisibilityEndpoint,
  markReadEndpoint,
  noticesEndpoint,
  popularEndpoint,
  promotionCategoriesEndpoint,
  promotionDetailEndpoint,
  promotionSignUpEndpoint,
  promotionsEndpoint,
  requestRewardEndpoint,
  // games
  gameClassifyEndpoint,
  favouriteAddEndpoint,
  favouriteIdsEndpoint,
  favouriteListEndpoint,
  favouriteRemoveEndpoint,
  hotGamesEndpoint,
  launchGameEndpoint,
  gameListEndpoint,
  recentAddEndpoint,
  recentListEndpoint,
  vendorGameTypesEndpoint,
  winnersEndpoint,
];
