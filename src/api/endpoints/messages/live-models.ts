import { z } from 'zod/mini';
import { liveModels } from '../../../contract/messages/chat';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type LiveModels = z.infer<typeof liveModels.answer>;

/** Live-chat hosts, online ones first (module CBS3). */
export function getLiveModels(opts: { language?: string; onlineOnly?: boolean } = {}, callOptions?: CallOptions): Promise<LiveModels> {
  return request(liveModels, { language: opts.language || undefined, onlineOnly: opts.onlineOnly ? '1' : undefined }, callOptions);
}

export const liveModelsEndpoint = defineEndpoint({
  name: 'messages.liveModels',
  description: "Live-chat hosts (online ones first) speaking the player's language; onlineOnly keeps the online ones (CBS3).",
  call: liveModels,
  params: z.strictObject({ onlineOnly: z.optional(z.boolean()) }),
  run: (p, env) => getLiveModels({ ...p, language: env.language }, { signal: env.signal }),
});
