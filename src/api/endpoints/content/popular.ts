import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { announcementSchema } from './schemas';

export const popularSchema = z.object({ list: z.array(announcementSchema) });

/** GET /wps/announcements/popular: hot notices and promotions (5 by default). */
export function getPopularAnnouncements(limit = 5, callOptions?: CallOptions): Promise<z.infer<typeof popularSchema>> {
  return call(popularSchema, (signal) => api().options({ signal }).query({ limit }).get('/wps/announcements/popular').json(), callOptions);
}
