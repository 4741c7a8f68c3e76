import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/member/inbox/unread: unread inbox count (403 free_reject for trial accounts). */
export function getInboxUnread(callOptions?: CallOptions): Promise<number> {
  return call(z.number().check(z.int(), z.nonnegative()), (signal) => api().options({ signal }).get('/wps/member/inbox/unread').json(), callOptions);
}

export const inboxUnreadEndpoint = defineEndpoint({
  name: 'messages.inboxUnread',
  description: 'The number of unread inbox messages (real members only).',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getInboxUnread({ signal: env.signal }),
});
