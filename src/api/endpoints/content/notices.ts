import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { announcementSchema } from './schemas';

export const noticesSchema = z.object({ list: z.array(announcementSchema), unreadCount: z.number().check(z.int(), z.gte(0)) });
export type Notices = z.infer<typeof noticesSchema>;

/** GET /wps/announcements/notices: player notices by default; types 'A' on the agent notice page. */
export function getNotices(opts: { types?: ('PL' | 'PU' | 'PR' | 'H' | 'A')[]; language?: string } = {}, callOptions?: CallOptions): Promise<Notices> {
  const query = { types: (opts.types ?? ['PL']).join(','), ...(opts.language ? { language: opts.language } : {}) };
  return call(noticesSchema, (signal) => api().options({ signal }).query(query).get('/wps/announcements/notices').json(), callOptions);
}

export const noticesEndpoint = defineEndpoint({
  name: 'content.notices',
  description: 'Notices and their unread count (types default PL; A on agent pages).',
  params: z.strictObject({ types: z.optional(z.array(z.enum(['PL', 'PU', 'PR', 'H', 'A'])).check(z.minLength(1))) }),
  run: (p, env) => getNotices({ ...p, language: env.language }, { signal: env.signal }),
});
