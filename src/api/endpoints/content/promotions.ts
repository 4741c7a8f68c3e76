import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { announcementSchema } from './schemas';

export const promotionsSchema = z.object({ list: z.array(announcementSchema) });
export type Promotions = z.infer<typeof promotionsSchema>;

/** GET /wps/promotions: every promotion, or those of one category. */
export function getPromotions(opts: { categoryId?: number; language?: string } = {}, callOptions?: CallOptions): Promise<Promotions> {
  const query = { ...(opts.categoryId ? { categoryId: opts.categoryId } : {}), ...(opts.language ? { language: opts.language } : {}) };
  return call(promotionsSchema, (signal) => api().options({ signal }).query(query).get('/wps/promotions').json(), callOptions);
}

export const promotionsEndpoint = defineEndpoint({
  name: 'content.promotions',
  description: 'Every promotion, or those of one category (with the sign-up status for a member).',
  params: z.strictObject({ categoryId: z.optional(id) }),
  run: (p, env) => getPromotions({ ...p, language: env.language }, { signal: env.signal }),
});
