import { getSystemStatus } from '../../api/endpoints/system/status';
import { isApiError } from '../../api/errors';
import { setSystemStatus } from '../../state/platform';
import { showToast } from '../../state/ui';
import { actionSchema } from '../params';
import { apiErrorText } from '../report';
import { defineAction } from '../types';

/**
 * "Check again" on the maintenance and region pages: asks for the status now. When the platform is
 * back the app shows itself at once (the status gate follows the status); when it is not, the player
 * is told so rather than seeing nothing happen.
 */
export const statusCheckAction = defineAction({
  name: 'status.check',
  description:
    'Ask for the system status again: the app opens when it is 0; otherwise a toast says the page still applies ' +
    '(screens_status_unchanged), or why the check failed.',
  params: actionSchema('status.check', {}),
  run: async () => {
    try {
      const status = await getSystemStatus();
      setSystemStatus(status);
      if (status.status !== 0) showToast('t:screens_status_unchanged');
    } catch (error) {
      showToast(isApiError(error) ? apiErrorText(error) : 't:common_err_unknown');
    }
  },
});
