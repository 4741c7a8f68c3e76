import { z } from 'zod/mini';
import { mallItems } from '../../../contract/benefits/mall';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type MallItems = CallAnswer<typeof mallItems>;

/** What the point mall offers, named in the player's language. */
export function getMallItems(opts: { language?: string } = {}, callOptions?: CallOptions): Promise<MallItems> {
  return request(mallItems, { language: opts.language || undefined }, callOptions);
}

export const mallItemsEndpoint = defineEndpoint({
  name: 'mall.items',
  description: "The point mall's items (name in the player's language, point cost, stock, picture, cash value).",
  call: mallItems,
  params: z.strictObject({}),
  run: (_params, env) => getMallItems({ language: env.language }, { signal: env.signal }),
});
