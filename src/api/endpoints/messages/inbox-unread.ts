import { z } from 'zod/mini';
import { inboxUnread } from '../../../contract/messages/inbox';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Unread inbox count (403 free_reject for trial accounts). */
export function getInboxUnread(callOptions?: CallOptions): Promise<number> {
  return request(inboxUnread, {}, callOptions);
}

export const inboxUnreadEndpoint = defineEndpoint({
  name: 'messages.inboxUnread',
  description: 'The number of unread inbox messages (real members only).',
  call: inboxUnread,
  params: z.strictObject({}),
  run: (_params, env) => getInboxUnread({ signal: env.signal }),
});
