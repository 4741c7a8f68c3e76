import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../params';

export const chatLaunchSchema = z.object({ chatUrl: z.string().check(z.url()) });
export const chatUnreadSchema = z.object({ unReadCount: z.number().check(z.int(), z.nonnegative()) });

/** The chat room lives elsewhere: a path of this site ("/m/message") goes back as a full address. */
function absoluteUrl(url: string): string {
  const origin = (globalThis as { location?: Location }).location?.origin;
  return url.startsWith('/') && !url.startsWith('//') && origin ? origin + url : url;
}

/** GET /wps/chat/launch (module CBS3): the chat room URL to redirect to. */
export function launchChat(params: { language: string; backUrl: string; headerColor?: string; title?: string }, callOptions?: CallOptions): Promise<z.infer<typeof chatLaunchSchema>> {
  const query: Record<string, string> = { b2c: '1', language: params.language.toUpperCase(), backUrl: absoluteUrl(params.backUrl) };
  if (params.headerColor) query.headerColor = params.headerColor;
  if (params.title) query.title = params.title;
  return call(chatLaunchSchema, (signal) => api().options({ signal }).query(query).get('/wps/chat/launch').json(), callOptions);
}

/** GET /wps/chat/unread: unread chat messages. */
export function getChatUnread(callOptions?: CallOptions): Promise<z.infer<typeof chatUnreadSchema>> {
  return call(chatUnreadSchema, (signal) => api().options({ signal }).get('/wps/chat/unread').json(), callOptions);
}

export const chatLaunchEndpoint = defineEndpoint({
  name: 'messages.chatLaunch',
  description: "The live-chat room URL in the player's language, to redirect to (CBS3; 404 chat.unavailable when no room is configured).",
  params: z.strictObject({
    backUrl: text(2048),
    headerColor: z.optional(z.string().check(z.regex(/^#?[0-9A-Fa-f]{3,8}$/, 'must be a hex colour'))),
    title: z.optional(text(64)),
  }),
  session: true,
  run: (p, env) => launchChat({ ...p, language: env.language }, { signal: env.signal }),
});

export const chatUnreadEndpoint = defineEndpoint({
  name: 'messages.chatUnread',
  description: 'The number of unread live-chat messages { unReadCount } (CBS3).',
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getChatUnread({ signal: env.signal }),
});
