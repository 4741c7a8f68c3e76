import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { announcementSchema, type Announcement } from './schemas';

/** GET /wps/promotions/:id; 404 promotion.notFound when it does not exist. */
export function getPromotion(id: number, opts: { language?: string } = {}, callOptions?: CallOptions): Promise<Announcement> {
  const query = opts.language ? { language: opts.language } : {};
  return call(announcementSchema, (signal) => api().options({ signal }).query(query).get(`/wps/promotions/${encodeURIComponent(String(id))}`).json(), callOptions);
}

export const promotionDetailEndpoint = defineEndpoint({
  name: 'content.promotionDetail',
  description: 'One promotion (HTML content, images, sign-up status); 404 promotion.notFound.',
  params: z.strictObject({ id }),
  run: (p, env) => getPromotion(p.id, { language: env.language }, { signal: env.signal }),
});
