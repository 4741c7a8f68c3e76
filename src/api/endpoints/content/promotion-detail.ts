import { z } from 'zod/mini';
import { promotionDetail } from '../../../contract/content/promotions';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id } from '../../params';
import type { Announcement } from './schemas';

/** 404 promotion.notFound when it does not exist. */
export function getPromotion(id: number, opts: { language?: string } = {}, callOptions?: CallOptions): Promise<Announcement> {
  return request(promotionDetail, { id, language: opts.language || undefined }, callOptions);
}

export const promotionDetailEndpoint = defineEndpoint({
  name: 'content.promotionDetail',
  description: 'One promotion (HTML content, images, sign-up status); 404 promotion.notFound.',
  call: promotionDetail,
  params: z.strictObject({ id }),
  run: (p, env) => getPromotion(p.id, { language: env.language }, { signal: env.signal }),
});
