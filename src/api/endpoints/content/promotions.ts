import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { promotions } from '../../../contract/content/promotions';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id } from '../../params';

export type Promotions = CallAnswer<typeof promotions>;

/** Every promotion, or those of one category. */
export function getPromotions(opts: { categoryId?: number; language?: string } = {}, callOptions?: CallOptions): Promise<Promotions> {
  return request(promotions, { categoryId: opts.categoryId || undefined, language: opts.language || undefined }, callOptions);
}

export const promotionsEndpoint = defineEndpoint({
  name: 'content.promotions',
  description: 'Every promotion, or those of one category (with the sign-up status for a member).',
  call: promotions,
  params: z.strictObject({ categoryId: z.optional(id) }),
  run: (p, env) => getPromotions({ ...p, language: env.language }, { signal: env.signal }),
});
