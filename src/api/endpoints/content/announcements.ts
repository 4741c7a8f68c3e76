import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { announcementSchema, bannerSchema } from './schemas';

export const announcementsSchema = z.object({
  promotion: z.array(announcementSchema),
  banners: z.array(bannerSchema),
  player: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  hot: z.array(announcementSchema),
  agent: z.array(announcementSchema),
  unreadCount: z.number().check(z.int(), z.gte(0)),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'A';

/** GET /wps/announcements: e.g. ['B','PL','PU','PR','H'] on home, ['B'] with group m_reg on register, ['A'] with m_home for agents. */
export function getAnnouncements(opts: { types: AnnouncementType[]; groupName?: string; merchantCode?: string; language?: string }, callOptions?: CallOptions): Promise<Announcements> {
  const query: Record<string, string> = { types: opts.types.join(','), platform: 'M' };
  if (opts.language) query.language = opts.language;
  if (opts.groupName) query.groupName = opts.groupName;
  if (opts.merchantCode) query.merchantCode = opts.merchantCode;
  return call(announcementsSchema, (signal) => api().options({ signal }).query(query).get('/wps/announcements').json(), callOptions);
}

export const announcementsEndpoint = defineEndpoint({
  name: 'content.announcements',
  description:
    'Banners and announcements of the given types (B, PL, PU, PR, H, A), optionally of one banner group (m_home, m_reg, m_game), with the unread count.',
  params: z.strictObject({
    types: z.array(z.enum(['B', 'PL', 'PU', 'PR', 'H', 'A'])).check(z.minLength(1)),
    groupName: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a group name such as m_home'))),
  }),
  run: (p, env) => getAnnouncements({ ...p, merchantCode: env.merchantCode, language: env.language }, { signal: env.signal }),
});
