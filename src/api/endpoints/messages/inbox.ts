import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { id, pageNo, pageSize } from '../../params';

export const inboxPageSchema = z.object({
  list: z.array(z.object({ id: z.number().check(z.int()), title: z.string(), content: z.string(), read: z.boolean(), createdAt: z.number() })),
  pageNum: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  unreadCount: z.number().check(z.int()),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /wps/member/inbox: the member's messages, newest first. */
export function getInbox(params: { pageNo?: number; pageSize?: number } = {}, callOptions?: CallOptions): Promise<InboxPage> {
  return call(inboxPageSchema, (signal) =>
    api().options({ signal }).query({ pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20 }).get('/wps/member/inbox').json(),
    callOptions,
  );
}

/** POST /wps/member/inbox/:id/read. */
export function markInboxRead(id: number, callOptions?: CallOptions): Promise<boolean> {
  return call(z.literal(true), (signal) => api().options({ signal }).post(undefined, `/wps/member/inbox/${id}/read`).json(), callOptions);
}

export const inboxEndpoint = defineEndpoint({
  name: 'messages.inbox',
  description: "The member's inbox messages, newest first, paged (20 per page by default, at most 50), with the unread count.",
  params: z.strictObject({ pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getInbox(p, { signal: env.signal }),
});

export const inboxReadEndpoint = defineEndpoint({
  name: 'messages.inboxRead',
  description: 'Marks one inbox message read (idempotent); 404 message.notFound.',
  params: z.strictObject({ id }),
  session: true,
  run: (p, env) => markInboxRead(p.id, { signal: env.signal }),
});
