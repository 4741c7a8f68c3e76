import { z } from 'zod/mini';
import { mallRedeem } from '../../../contract/benefits/mall';
import type { CallAnswer } from '../../../contract/call';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { request } from '../../request';

export type MallRedeem = CallAnswer<typeof mallRedeem>;

/** Spends the item's points; a cash voucher credits the wallet at once. */
export function redeemMallItem(itemId: number, opts: { language?: string } = {}, callOptions?: CallOptions): Promise<MallRedeem> {
  return request(mallRedeem, { itemId, language: opts.language || undefined }, callOptions);
}

export const mallRedeemEndpoint = defineEndpoint({
  name: 'mall.redeem',
  description: 'Redeems one mall item for points (the wallet shown follows a cash voucher); 409 mall.soldOut or points.insufficient.',
  call: mallRedeem,
  params: z.strictObject({ itemId: id }),
  effect: 'wallet',
  run: (p, env) => redeemMallItem(p.itemId, { language: env.language }, { signal: env.signal }),
});
