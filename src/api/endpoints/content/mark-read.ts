import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const markReadSchema = z.object({ announcementId: z.number().check(z.int()), read: z.boolean() });

/** POST /wps/announcements/read (real member session; trial accounts get 403 free_reject). */
export function markAnnouncementRead(announcementId: number, read = true, callOptions?: CallOptions): Promise<z.infer<typeof markReadSchema>> {
  return call(markReadSchema, (signal) => api().options({ signal }).url('/wps/announcements/read').json({ announcementId, read }).post().json(), callOptions);
}
