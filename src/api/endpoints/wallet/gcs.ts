import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

/** GET /wps/wallets/gcs: total balance in currency units (2 decimals). */
export const walletSchema = z.object({ sumBalance: z.number(), currency: z.string() });
export type Wallet = z.infer<typeof walletSchema>;

export function getWallet(callOptions?: CallOptions): Promise<Wallet> {
  return call(walletSchema, (signal) => api().options({ signal }).get('/wps/wallets/gcs').json(), callOptions);
}

export const walletEndpoint = defineEndpoint({
  name: 'wallet.balance',
  description: "The member's total balance { sumBalance, currency }; keeps the wallet shown in step.",
  params: z.strictObject({}),
  session: true,
  effect: 'wallet',
  run: (_params, env) => getWallet({ signal: env.signal }),
});
