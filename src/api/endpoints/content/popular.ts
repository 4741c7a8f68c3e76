import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { intIn } from '../../params';
import { announcementSchema } from './schemas';

export const popularSchema = z.object({ list: z.array(announcementSchema) });

/** GET /wps/announcements/popular: hot notices and promotions (5 by default). */
export function getPopularAnnouncements(limit = 5, opts: { language?: string } = {}, callOptions?: CallOptions): Promise<z.infer<typeof popularSchema>> {
  const query = { limit, ...(opts.language ? { language: opts.language } : {}) };
  return call(popularSchema, (signal) => api().options({ signal }).query(query).get('/wps/announcements/popular').json(), callOptions);
}

export const popularEndpoint = defineEndpoint({
  name: 'content.popular',
  description: 'Hot notices and promotions (PL, PR and H; 5 by default, at most 20).',
  params: z.strictObject({ limit: z.optional(intIn(1, 20)) }),
  run: (p, env) => getPopularAnnouncements(p.limit, { language: env.language }, { signal: env.signal }),
});
