import { z } from 'zod/mini';
import { popularAnnouncements } from '../../../contract/content/announcements';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { intIn } from '../../params';

/** Hot notices and promotions (5 by default). */
export function getPopularAnnouncements(limit = 5, opts: { language?: string } = {}, callOptions?: CallOptions) {
  return request(popularAnnouncements, { limit, language: opts.language || undefined }, callOptions);
}

export const popularEndpoint = defineEndpoint({
  name: 'content.popular',
  description: 'Hot notices and promotions (PL, PR and H; 5 by default, at most 20).',
  call: popularAnnouncements,
  params: z.strictObject({ limit: z.optional(intIn(1, 20)) }),
  run: (p, env) => getPopularAnnouncements(p.limit, { language: env.language }, { signal: env.signal }),
});
