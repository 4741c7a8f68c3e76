import { z } from 'zod/mini';
import { wallet } from '../../../contract/agent/wallet';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** Total balance in currency units (2 decimals). */
export type Wallet = z.infer<typeof wallet.answer>;

export function getWallet(callOptions?: CallOptions): Promise<Wallet> {
  return request(wallet, {}, callOptions);
}

export const walletEndpoint = defineEndpoint({
  name: 'wallet.balance',
  description: "The member's total balance { sumBalance, currency }; keeps the wallet shown in step.",
  call: wallet,
  params: z.strictObject({}),
  effect: 'wallet',
  run: (_params, env) => getWallet({ signal: env.signal }),
});
