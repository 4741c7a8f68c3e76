import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { announcementSchema } from './schemas';

export const promotionsSchema = z.object({ list: z.array(announcementSchema) });
export type Promotions = z.infer<typeof promotionsSchema>;

/** GET /wps/promotions: every promotion, or those of one category. */
export function getPromotions(opts: { categoryId?: number } = {}, callOptions?: CallOptions): Promise<Promotions> {
  const query = opts.categoryId ? { categoryId: opts.categoryId } : {};
  return call(promotionsSchema, (signal) => api().options({ signal }).query(query).get('/wps/promotions').json(), callOptions);
}
