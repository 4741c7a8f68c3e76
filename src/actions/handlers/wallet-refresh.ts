import { defineAction } from '../types';
import { actionSchema } from '../params';
import { refreshWallet } from '../flows/member-data';

export const walletRefreshAction = defineAction({
  name: 'wallet.refresh',
  description: 'Reload the balance; it is masked (state.walletLoading) until the answer arrives.',
  params: actionSchema('wallet.refresh', {}),
  run: () => refreshWallet(),
});
