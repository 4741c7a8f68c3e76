import type { RouteModule } from '../../deps';

/** Games, lobby, promotions, notices, feedback and help routes. */
export const contentRoutes: RouteModule[] = [];
