import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { countryList } from '../../../services/system/site-links';

/** GET /wps/system/country: countries with their dialing codes (digits, no plus sign), in display order. */
export const countryRoute: RouteModule = (app, { db }) => {
  app.get('/wps/system/country', () => ok(countryList(db)));
};
