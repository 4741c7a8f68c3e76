import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { helpCenter } from '../../../contract/content/site';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type HelpItems = CallAnswer<typeof helpCenter>;

/** Items in the language asked for (CN when it has none). */
export function getHelpCenter(opts: { language?: string } = {}, callOptions?: CallOptions): Promise<HelpItems> {
  return request(helpCenter, { device: 'MOBILE', language: opts.language || undefined }, callOptions);
}

export const helpCenterEndpoint = defineEndpoint({
  name: 'content.helpCenter',
  description: "Help-centre items (title, operator HTML) in the player's language (CN when it has none).",
  call: helpCenter,
  params: z.strictObject({}),
  run: (_params, env) => getHelpCenter({ language: env.language }, { signal: env.signal }),
});
