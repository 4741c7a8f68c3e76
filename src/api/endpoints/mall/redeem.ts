import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';

export const mallRedeemSchema = z.object({
  redemption: z.object({
    id: z.number().check(z.int()),
    itemId: z.number().check(z.int()),
    name: z.string(),
    kind: z.string(),
    points: z.number().check(z.int()),
    value: z.number(),
    status: z.string(),
    createdAt: z.number(),
  }),
  pointsBalance: z.number().check(z.int()),
  sumBalance: z.number(),
});
export type MallRedeem = z.infer<typeof mallRedeemSchema>;

/** POST /wps/mall/redeem: spends the item's points; a cash voucher credits the wallet at once. */
export function redeemMallItem(itemId: number, opts: { language?: string } = {}, callOptions?: CallOptions): Promise<MallRedeem> {
  const body = opts.language ? { itemId, language: opts.language } : { itemId };
  return call(mallRedeemSchema, (signal) => api().options({ signal }).post(body, '/wps/mall/redeem').json(), callOptions);
}

export const mallRedeemEndpoint = defineEndpoint({
  name: 'mall.redeem',
  description: 'Redeems one mall item for points (the wallet shown follows a cash voucher); 409 mall.soldOut or points.insufficient.',
  params: z.strictObject({ itemId: id }),
  session: true,
  effect: 'wallet',
  run: (p, env) => redeemMallItem(p.itemId, { language: env.language }, { signal: env.signal }),
});
