import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const liveModelsSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().check(z.int()),
      name: z.string(),
      initials: z.string(),
      color: z.string(),
      languages: z.array(z.string()),
      tags: z.array(z.string()),
      online: z.boolean(),
    }),
  ),
});
export type LiveModels = z.infer<typeof liveModelsSchema>;

/** GET /wps/chat/liveModels (module CBS3): live-chat hosts, online ones first. */
export function getLiveModels(opts: { language?: string; onlineOnly?: boolean } = {}, callOptions?: CallOptions): Promise<LiveModels> {
  const query: Record<string, string> = {};
  if (opts.language) query.language = opts.language;
  if (opts.onlineOnly) query.onlineOnly = '1';
  return call(liveModelsSchema, (signal) => api().options({ signal }).query(query).get('/wps/chat/liveModels').json(), callOptions);
}

export const liveModelsEndpoint = defineEndpoint({
  name: 'messages.liveModels',
  description: "Live-chat hosts (online ones first) speaking the player's language; onlineOnly keeps the online ones (CBS3).",
  params: z.strictObject({ onlineOnly: z.optional(z.boolean()) }),
  session: true,
  run: (p, env) => getLiveModels({ ...p, language: env.language }, { signal: env.signal }),
});
