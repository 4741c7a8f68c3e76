import { z } from 'zod/mini';
import { defineCall } from '../call';

/**
 * Real members only (403 free_reject) and module CBS3 (403 chat.disabled), both before the query is
 * read; 404 chat.unavailable when the site has no chat room.
 */
export const chatLaunch = defineCall({
  method: 'GET',
  path: '/wps/chat/launch',
  auth: 'session',
  summary: "The member's live-chat room URL, carrying the language, header colour, title and back URL.",
  input: z.object({
    b2c: z.optional(z.literal('1')),
    language: z._default(z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an upper-case language code'))), 'CN'),
    backUrl: z.optional(z.string().check(z.maxLength(2048))),
    headerColor: z.optional(z.string().check(z.regex(/^#?[0-9A-Fa-f]{3,8}$/, 'must be a hex colour'))),
    title: z.optional(z.string().check(z.maxLength(64))),
  }),
  answer: z.object({ chatUrl: z.string().check(z.url()) }),
});

/** Real members only (403 free_reject); module CBS3 (403 chat.disabled). */
export const chatUnread = defineCall({
  method: 'GET',
  path: '/wps/chat/unread',
  auth: 'session',
  summary: 'The number of unread live-chat messages.',
  input: z.object({}),
  answer: z.object({ unReadCount: z.number().check(z.int(), z.nonnegative()) }),
});

export const liveModel = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  online: z.boolean(),
});

/**
 * Real members only (403 free_reject) and module CBS3 (403 chat.disabled), both before the query is
 * read. `language` keeps hosts speaking it, `onlineOnly=1` keeps those online now.
 */
export const liveModels = defineCall({
  method: 'GET',
  path: '/wps/chat/liveModels',
  auth: 'session',
  summary: 'The live-chat hosts, online ones first.',
  input: z.object({
    language: z.optional(z.pipe(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code')), z.transform((v) => v.toUpperCase()))),
    onlineOnly: z.optional(z.enum(['0', '1'])),
  }),
  answer: z.object({ list: z.array(liveModel) }),
});
