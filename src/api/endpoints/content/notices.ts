import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { notices } from '../../../contract/content/announcements';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type Notices = CallAnswer<typeof notices>;

/** Player notices by default; types 'A' on the agent notice page. */
export function getNotices(opts: { types?: ('PL' | 'PU' | 'PR' | 'H' | 'A')[]; language?: string } = {}, callOptions?: CallOptions): Promise<Notices> {
  return request(notices, { types: (opts.types ?? ['PL']).join(','), language: opts.language || undefined }, callOptions);
}

export const noticesEndpoint = defineEndpoint({
  name: 'content.notices',
  description: 'Notices and their unread count (types default PL; A on agent pages).',
  call: notices,
  params: z.strictObject({ types: z.optional(z.array(z.enum(['PL', 'PU', 'PR', 'H', 'A'])).check(z.minLength(1))) }),
  run: (p, env) => getNotices({ ...p, language: env.language }, { signal: env.signal }),
});
