import { z } from 'zod';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { refreshWallet } from '../flows/member-data';

export const walletRefreshAction = defineAction({
  name: 'wallet.refresh',
  description:
    'Reload the balance; it is masked (state.walletLoading) until the answer arrives. With maxAgeMs, a balance ' +
    'loaded at most that long ago is kept (no request).',
  params: actionSchema('wallet.refresh', { maxAgeMs: z.number().int().min(0).max(600_000).optional() }),
  run: (action) => refreshWallet(action.maxAgeMs),
});
