import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

/** GET /wps/affiliate/check: { success } tells whether the invitation code exists. */
export function checkAffiliate(affiliateCode: string, domain = '', callOptions?: CallOptions): Promise<{ success: boolean }> {
  return call(z.object({ success: z.boolean() }), (signal) =>
    api().options({ signal }).query({ affiliateCode, domain, module: 'AFFMAN3' }).get('/wps/affiliate/check').json(),
    callOptions,
  );
}
