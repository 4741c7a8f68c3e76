import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { announcementSchema, type Announcement } from './schemas';

/** GET /wps/promotions/:id; 404 promotion.notFound when it does not exist. */
export function getPromotion(id: number, callOptions?: CallOptions): Promise<Announcement> {
  return call(announcementSchema, (signal) => api().options({ signal }).get(`/wps/promotions/${encodeURIComponent(String(id))}`).json(), callOptions);
}

export const promotionDetailEndpoint = defineEndpoint({
  name: 'content.promotionDetail',
  description: 'One promotion (HTML content, images, sign-up status); 404 promotion.notFound.',
  params: z.strictObject({ id }),
  run: (p, env) => getPromotion(p.id, { signal: env.signal }),
});
