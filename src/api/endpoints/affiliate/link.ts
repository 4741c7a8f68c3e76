import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const affiliateLinkSchema = z.object({ code: z.string(), url: z.string() });

/** GET /wps/affiliate/link (module AFFMAN3): the member's invitation code and register URL. */
export function getAffiliateLink(callOptions?: CallOptions): Promise<z.infer<typeof affiliateLinkSchema>> {
  return call(affiliateLinkSchema, (signal) => api().options({ signal }).get('/wps/affiliate/link').json(), callOptions);
}

export const affiliateLinkEndpoint = defineEndpoint({
  name: 'affiliate.link',
  description: "The member's invitation code and register URL { code, url } (created on first use; real members only).",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getAffiliateLink({ signal: env.signal }),
});
