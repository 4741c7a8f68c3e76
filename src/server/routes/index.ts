import type { RouteModule } from '../deps';
import { accountRoutes } from './accounts';
import { benefitRoutes } from './benefits';
import { contentRoutes } from './content';
import { rainRoutes } from './rain';
import { reportRoutes } from './reports';

/** Every /wps and /ops route module, by area. */
export const allRoutes: RouteModule[] = [...accountRoutes, ...contentRoutes, ...reportRoutes, ...rainRoutes, ...benefitRoutes];
