import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint, PAGED } from '../../endpoint';
import { pageNo, pageSize } from '../../params';

export const redemptionPageSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().check(z.int()),
      itemId: z.number().check(z.int()),
      name: z.string(),
      kind: z.string(),
      points: z.number().check(z.int()),
      value: z.number(),
      status: z.enum(['COMPLETED', 'PENDING']),
      imageUrl: z.string(),
      createdAt: z.number(),
    }),
  ),
  pageNum: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
});
export type RedemptionPage = z.infer<typeof redemptionPageSchema>;

/** GET /wps/mall/redemptions: one page of the member's redemptions, newest first. */
export function getRedemptions(params: { pageNo?: number; pageSize?: number; language?: string } = {}, callOptions?: CallOptions): Promise<RedemptionPage> {
  const query = { pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 20, ...(params.language ? { language: params.language } : {}) };
  return call(redemptionPageSchema, (signal) => api().options({ signal }).query(query).get('/wps/mall/redemptions').json(), callOptions);
}

export const mallRedemptionsEndpoint = defineEndpoint({
  name: 'mall.redemptions',
  description: "The member's point mall redemptions (item, points, status: COMPLETED or PENDING delivery), newest first, paged.",
  params: z.strictObject({ pageNo, pageSize: pageSize(50) }),
  paged: PAGED('list'),
  session: true,
  run: (p, env) => getRedemptions({ ...p, language: env.language }, { signal: env.signal }),
});
