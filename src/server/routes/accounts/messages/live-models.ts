import { liveModels } from '../../../../contract/messages/chat';
import { requireRealMember } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, MESSAGES, ok } from '../../../http/reply';
import { serve } from '../../../http/serve';
import { isSwitchOn, sessionMerchant } from '../../../services/merchant';
import { liveModelsOf } from '../../../services/messages/customer-service';

/**
 * The live-chat hosts, online ones first (module CBS3, like the other chat calls;
 * src/contract/messages/chat.ts); `language` keeps hosts speaking it, `onlineOnly=1` keeps those
 * online now. Real members only; both checks come before the query is read, as they always did.
 */
export const liveModelsRoute: RouteModule = (app, deps) => {
  const { store } = deps;
  serve(
    app,
    deps,
    liveModels,
    async (q, req) => {
      const list = (await liveModelsOf(store.db, sessionMerchant(requireRealMember(req))))
        .filter((m) => (!q.language || m.languages.includes(q.language)) && (q.onlineOnly !== '1' || m.online));
      return ok({ list });
    },
    {
      preHandler: async (req) => {
        if (!(await isSwitchOn(deps.store.db, sessionMerchant(requireRealMember(req)), 'CBS3'))) fail(403, 'chat.disabled', MESSAGES.noPermission);
      },
    },
  );
};
