import { z } from 'zod/mini';
import { chatLaunch, chatUnread } from '../../../contract/messages/chat';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { text } from '../../params';

/** The chat room lives elsewhere: a path of this site ("/m/message") goes back as a full address. */
function absoluteUrl(url: string): string {
  const origin = (globalThis as { location?: Location }).location?.origin;
  return url.startsWith('/') && !url.startsWith('//') && origin ? origin + url : url;
}

/** The chat room URL to redirect to (module CBS3). */
export function launchChat(params: { language: string; backUrl: string; headerColor?: string; title?: string }, callOptions?: CallOptions): Promise<z.infer<typeof chatLaunch.answer>> {
  const query = { b2c: '1' as const, language: params.language.toUpperCase(), backUrl: absoluteUrl(params.backUrl), headerColor: params.headerColor || undefined, title: params.title || undefined };
  return request(chatLaunch, query, callOptions);
}

/** Unread chat messages. */
export function getChatUnread(callOptions?: CallOptions): Promise<z.infer<typeof chatUnread.answer>> {
  return request(chatUnread, {}, callOptions);
}

export const chatLaunchEndpoint = defineEndpoint({
  name: 'messages.chatLaunch',
  description: "The live-chat room URL in the player's language, to redirect to (CBS3; 404 chat.unavailable when no room is configured).",
  call: chatLaunch,
  params: z.strictObject({
    backUrl: text(2048),
    headerColor: z.optional(z.string().check(z.regex(/^#?[0-9A-Fa-f]{3,8}$/, 'must be a hex colour'))),
    title: z.optional(text(64)),
  }),
  run: (p, env) => launchChat({ ...p, language: env.language }, { signal: env.signal }),
});

export const chatUnreadEndpoint = defineEndpoint({
  name: 'messages.chatUnread',
  description: 'The number of unread live-chat messages { unReadCount } (CBS3).',
  call: chatUnread,
  params: z.strictObject({}),
  run: (_params, env) => getChatUnread({ signal: env.signal }),
});
