import { publicKey } from '../../../../contract/system/site';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { serve } from '../../../http/serve';

/** The RSA public key (PEM) clients wrap payload keys with (src/contract/system/site.ts). */
export const publicKeyRoute: RouteModule = (app, deps) => {
  serve(app, deps, publicKey, () => ok({ publicKey: deps.keys().publicKeyPem }));
};
