import type { RouteModule } from '../../deps';

/** Accounts, system, layout service and operator routes. */
export const accountRoutes: RouteModule[] = [];
