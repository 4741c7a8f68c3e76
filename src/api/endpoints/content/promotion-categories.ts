import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const promotionCategoriesSchema = z.object({
  list: z.array(z.object({ id: z.number().check(z.int()), /** translation key */ title: z.string(), iconImageUrl: z.string() })),
});
export type PromotionCategories = z.infer<typeof promotionCategoriesSchema>;

/** GET /wps/promotions/categories: the promotion category menu. */
export function getPromotionCategories(callOptions?: CallOptions): Promise<PromotionCategories> {
  return call(promotionCategoriesSchema, (signal) => api().options({ signal }).get('/wps/promotions/categories').json(), callOptions);
}

export const promotionCategoriesEndpoint = defineEndpoint({
  name: 'content.promotionCategories',
  description: 'The promotion category menu { id, title (text key), iconImageUrl }.',
  params: z.strictObject({}),
  run: (_params, env) => getPromotionCategories({ signal: env.signal }),
});
