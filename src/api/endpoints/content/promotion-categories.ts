import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { promotionCategories } from '../../../contract/content/promotions';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type PromotionCategories = CallAnswer<typeof promotionCategories>;

/** The promotion category menu. */
export function getPromotionCategories(callOptions?: CallOptions): Promise<PromotionCategories> {
  return request(promotionCategories, {}, callOptions);
}

export const promotionCategoriesEndpoint = defineEndpoint({
  name: 'content.promotionCategories',
  description: 'The promotion category menu { id, title (text key), iconImageUrl }.',
  call: promotionCategories,
  params: z.strictObject({}),
  run: (_params, env) => getPromotionCategories({ signal: env.signal }),
});
