import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** GET /wps/system/country: countries with their dialing codes (digits, no plus sign), in display order. */
export const countryRoute: RouteModule = (app, { db }) => {
  const list = db.prepare('SELECT code, name, dialing_code AS dialingCode FROM countries ORDER BY sort');
  app.get('/wps/system/country', () => ok(list.all()));
};
