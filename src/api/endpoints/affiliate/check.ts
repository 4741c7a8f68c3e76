import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { text, filled } from '../../params';

/** GET /wps/affiliate/check: { success } tells whether the invitation code exists. */
export function checkAffiliate(affiliateCode: string, domain = '', callOptions?: CallOptions): Promise<{ success: boolean }> {
  return call(z.object({ success: z.boolean() }), (signal) =>
    api().options({ signal }).query({ affiliateCode, domain, module: 'AFFMAN3' }).get('/wps/affiliate/check').json(),
    callOptions,
  );
}

export const affiliateCheckEndpoint = defineEndpoint({
  name: 'affiliate.check',
  description: 'Whether an invitation (affiliate) code exists: { success }.',
  params: z.strictObject({ affiliateCode: filled(32), domain: z.optional(text(253)) }),
  run: (p, env) => checkAffiliate(p.affiliateCode, p.domain, { signal: env.signal }),
});
