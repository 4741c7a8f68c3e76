import { defineAction } from '../types';
import { actionSchema } from '../params';
import { balanceHidden } from '../../state/wallet';

export const balanceToggleAction = defineAction({
  name: 'balance.toggle',
  description: 'Show or hide (as stars) the wallet balance.',
  params: actionSchema('balance.toggle', {}),
  run: () => {
    balanceHidden.value = !balanceHidden.value;
  },
});
