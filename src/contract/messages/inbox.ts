import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging, pathId } from '../fields';

const count = z.number().check(z.int());

export const inboxMessage = z.object({ id: z.number().check(z.int()), title: z.string(), content: z.string(), read: z.boolean(), createdAt: z.number() });

/** Real members only (403 free_reject, before the query is read). */
export const inbox = defineCall({
  method: 'GET',
  path: '/wps/member/inbox',
  auth: 'session',
  summary: "The member's inbox messages, newest first, paged (20 by default, at most 50), with the unread count.",
  input: z.object(paging(50, 20)),
  answer: z.object({ list: z.array(inboxMessage), pageNum: count, pageSize: count, totalCount: count, totalPages: count, unreadCount: count }),
});

/** Real members only (403 free_reject, before the id is read); 404 message.notFound for a message not in this inbox. */
export const inboxRead = defineCall({
  method: 'POST',
  path: '/wps/member/inbox/:id/read',
  auth: 'session',
  summary: 'Marks one inbox message read (again is fine).',
  input: z.object({ id: pathId }),
  answer: z.literal(true),
});

/** Real members only (403 free_reject). */
export const inboxUnread = defineCall({
  method: 'GET',
  path: '/wps/member/inbox/unread',
  auth: 'session',
  summary: 'The number of unread inbox messages (the value is the number).',
  input: z.object({}),
  answer: z.number().check(z.int(), z.nonnegative()),
});
