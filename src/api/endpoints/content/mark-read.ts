import { z } from 'zod/mini';
import { announcementRead } from '../../../contract/content/announcements';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id } from '../../params';

/** Real member session; trial accounts get 403 free_reject. */
export function markAnnouncementRead(announcementId: number, read = true, callOptions?: CallOptions) {
  return request(announcementRead, { announcementId, read }, callOptions);
}

export const markReadEndpoint = defineEndpoint({
  name: 'content.markRead',
  description: 'Marks an announcement read (or unread with read: false); real members only (403 free_reject for trial accounts).',
  call: announcementRead,
  params: z.strictObject({ announcementId: id, read: z.optional(z.boolean()) }),
  run: (p, env) => markAnnouncementRead(p.announcementId, p.read, { signal: env.signal }),
});
