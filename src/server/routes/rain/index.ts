import type { RouteModule } from '../../deps';
import { rainGrabRoute } from './grab';
import { rainHistoryRoute } from './history';
import { rainInfoRoute } from './info';
import { opsRainRoute } from './ops-rain';
import { opsRainUpdateRoute } from './ops-rain-update';
import { rainTestRoundRoute } from './test-round';

/** Red envelope rain: the player's calls, the operator's settings and the tests' hook. */
export const rainRoutes: RouteModule[] = [rainInfoRoute, rainGrabRoute, rainHistoryRoute, opsRainRoute, opsRainUpdateRoute, rainTestRoundRoute];
