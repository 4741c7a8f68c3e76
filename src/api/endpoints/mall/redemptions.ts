import { z } from 'zod/mini';
import { mallRedemptions } from '../../../contract/benefits/mall';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';
import { request } from '../../request';

export type RedemptionPage = CallAnswer<typeof mallRedemptions>;

/** One page of the member's redemptions, newest first. */
export function getRedemptions(params: { pageNo?: number; pageSize?: number; language?: string } = {}, callOptions?: CallOptions): Promise<RedemptionPage> {
  return request(mallRedemptions, { pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20, language: params.language || undefined }, callOptions);
}

export const mallRedemptionsEndpoint = defineEndpoint({
  name: 'mall.redemptions',
  description: "The member's point mall redemptions (item, points, status: COMPLETED or PENDING delivery), newest first, paged.",
  call: mallRedemptions,
  params: z.strictObject({ pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  run: (p, env) => getRedemptions({ ...p, language: env.language }, { signal: env.signal }),
});
