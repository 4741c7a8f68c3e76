import { z } from 'zod/mini';
import { affiliateCheck } from '../../../contract/member/affiliate';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { text, filled } from '../../params';

/** Whether the invitation code exists: { success }. */
export function checkAffiliate(affiliateCode: string, domain = '', callOptions?: CallOptions): Promise<{ success: boolean }> {
  return request(affiliateCheck, { affiliateCode, domain, module: 'AFFMAN3' }, callOptions);
}

export const affiliateCheckEndpoint = defineEndpoint({
  name: 'affiliate.check',
  description: 'Whether an invitation (affiliate) code exists: { success }.',
  call: affiliateCheck,
  params: z.strictObject({ affiliateCode: filled(32), domain: z.optional(text(253)) }),
  run: (p, env) => checkAffiliate(p.affiliateCode, p.domain, { signal: env.signal }),
});
