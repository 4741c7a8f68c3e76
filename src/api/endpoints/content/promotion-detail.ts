import { api, call, type CallOptions } from '../../client';
import { announcementSchema, type Announcement } from './schemas';

/** GET /wps/promotions/:id; 404 promotion.notFound when it does not exist. */
export function getPromotion(id: number, callOptions?: CallOptions): Promise<Announcement> {
  return call(announcementSchema, (signal) => api().options({ signal }).get(`/wps/promotions/${encodeURIComponent(String(id))}`).json(), callOptions);
}
