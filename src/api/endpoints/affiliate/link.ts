import { z } from 'zod/mini';
import { affiliateLink } from '../../../contract/member/affiliate';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** The member's invitation code and register URL (module AFFMAN3). */
export function getAffiliateLink(callOptions?: CallOptions) {
  return request(affiliateLink, {}, callOptions);
}

export const affiliateLinkEndpoint = defineEndpoint({
  name: 'affiliate.link',
  description: "The member's invitation code and register URL { code, url } (created on first use; real members only).",
  call: affiliateLink,
  params: z.strictObject({}),
  run: (_params, env) => getAffiliateLink({ signal: env.signal }),
});
