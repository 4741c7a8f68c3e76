import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';

export const markReadSchema = z.object({ announcementId: z.number().check(z.int()), read: z.boolean() });

/** POST /wps/announcements/read (real member session; trial accounts get 403 free_reject). */
export function markAnnouncementRead(announcementId: number, read = true, callOptions?: CallOptions): Promise<z.infer<typeof markReadSchema>> {
  return call(markReadSchema, (signal) => api().options({ signal }).url('/wps/announcements/read').json({ announcementId, read }).post().json(), callOptions);
}

export const markReadEndpoint = defineEndpoint({
  name: 'content.markRead',
  description: 'Marks an announcement read (or unread with read: false); real members only (403 free_reject for trial accounts).',
  params: z.strictObject({ announcementId: id, read: z.optional(z.boolean()) }),
  session: true,
  run: (p, env) => markAnnouncementRead(p.announcementId, p.read, { signal: env.signal }),
});
