import { z } from 'zod';
import { api, call } from '../../client';

/** GET /wps/member/inbox/unread: unread inbox count (403 free_reject for trial accounts). */
export function getInboxUnread(): Promise<number> {
  return call(z.number().int().nonnegative(), (signal) => api().options({ signal }).get('/wps/member/inbox/unread').json());
}
