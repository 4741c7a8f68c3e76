import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';
import { loadOrCreateKeys } from '../../../security/keys';

/** GET /wps/system/publicKey: the RSA public key (PEM) clients wrap payload keys with. */
export const publicKeyRoute: RouteModule = (app, { config }) => {
  app.get('/wps/system/publicKey', () => ok({ publicKey: loadOrCreateKeys(config.dataDir).publicKeyPem }));
};
