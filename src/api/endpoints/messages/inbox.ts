import { z } from 'zod/mini';
import { inbox, inboxRead } from '../../../contract/messages/inbox';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { request } from '../../request';
import { id, pageNo, pageSize } from '../../params';

export type InboxPage = z.infer<typeof inbox.answer>;

/** The member's messages, newest first. */
export function getInbox(params: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<InboxPage> {
  return request(inbox, { pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20 }, callOptions);
}

/** Marks one message read. */
export function markInboxRead(id: number, callOptions?: CallOptions): Promise<boolean> {
  return request(inboxRead, { id }, callOptions);
}

export const inboxEndpoint = defineEndpoint({
  name: 'messages.inbox',
  description: "The member's inbox messages, newest first, paged (20 per page by default, at most 50), with the unread count.",
  call: inbox,
  params: z.strictObject({ pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  run: (p, env) => getInbox(p, { signal: env.signal }),
});

export const inboxReadEndpoint = defineEndpoint({
  name: 'messages.inboxRead',
  description: 'Marks one inbox message read (idempotent); 404 message.notFound.',
  call: inboxRead,
  params: z.strictObject({ id }),
  run: (p, env) => markInboxRead(p.id, { signal: env.signal }),
});
