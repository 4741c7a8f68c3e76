import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const helpCenterSchema = z.array(z.object({ id: z.number().check(z.int()), title: z.string(), /** operator HTML */ content: z.string() }));
export type HelpItems = z.infer<typeof helpCenterSchema>;

/** GET /wps/system/helpCenter: items in the language asked for (CN when it has none). */
export function getHelpCenter(opts: { language?: string } = {}, callOptions?: CallOptions): Promise<HelpItems> {
  const query: Record<string, string> = { device: 'MOBILE' };
  if (opts.language) query.language = opts.language;
  return call(helpCenterSchema, (signal) => api().options({ signal }).query(query).get('/wps/system/helpCenter').json(), callOptions);
}

export const helpCenterEndpoint = defineEndpoint({
  name: 'content.helpCenter',
  description: "Help-centre items (title, operator HTML) in the player's language (CN when it has none).",
  params: z.strictObject({}),
  run: (_params, env) => getHelpCenter({ language: env.language }, { signal: env.signal }),
});
