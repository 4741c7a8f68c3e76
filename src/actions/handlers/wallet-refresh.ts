import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { refreshWallet } from '../flows/member-data';

export const walletRefreshAction = defineAction({
  name: 'wallet.refresh',
  description:
    'Reload the balance; it is masked (state.walletLoading) until the answer arrives. With maxAgeMs, a balance ' +
    'loaded at most that long ago is kept (no request).',
  params: actionSchema('wallet.refresh', { maxAgeMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(600_000))) }),
  run: (action) => refreshWallet(action.maxAgeMs),
});
