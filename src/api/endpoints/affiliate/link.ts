import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const affiliateLinkSchema = z.object({ code: z.string(), url: z.string() });

/** GET /wps/affiliate/link (module AFFMAN3): the member's invitation code and register URL. */
export function getAffiliateLink(callOptions?: CallOptions): Promise<z.infer<typeof affiliateLinkSchema>> {
  return call(affiliateLinkSchema, (signal) => api().options({ signal }).get('/wps/affiliate/link').json(), callOptions);
}
