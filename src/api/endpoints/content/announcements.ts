import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { announcements } from '../../../contract/content/announcements';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type Announcements = CallAnswer<typeof announcements>;

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';

/** E.g. ['B','PL','PU','PR','H'] on home, ['B'] with group m_reg on register, ['A'] with m_home for agents. */
export function getAnnouncements(opts: { types: AnnouncementType[]; groupName?: string; merchantCode?: string; language?: string }, callOptions?: CallOptions): Promise<Announcements> {
  return request(
    announcements,
    { types: opts.types.join(','), platform: 'M', language: opts.language || undefined, groupName: opts.groupName || undefined, merchantCode: opts.merchantCode || undefined },
    callOptions,
  );
}

export const announcementsEndpoint = defineEndpoint({
  name: 'content.announcements',
  description:
    'Banners and announcements of the given types (B, PL, PU, PR, H, A), optionally of one banner group (m_home, m_reg, m_game), with the unread count.',
  call: announcements,
  params: z.strictObject({
    types: z.array(z.enum(['B', 'PL', 'PU', 'PR', 'H', 'A'])).check(z.minLength(1)),
    groupName: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a group name such as m_home'))),
  }),
  run: (p, env) => getAnnouncements({ ...p, merchantCode: env.merchantCode, language: env.language }, { signal: env.signal }),
});
