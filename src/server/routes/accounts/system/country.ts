import { countries } from '../../../../contract/system/site';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { countryList } from '../../../services/system/site-links';

/** Countries with their dialing codes (digits, no plus sign), in display order (src/contract/system/site.ts). */
export const countryRoute: RouteModule = (app, deps) => {
  serve(app, deps, countries, async () => ok(await countryList(deps.store.db)));
};
