import { hideDownloadBar } from '../../state/prefs';
import { actionSchema } from '../params';
import { defineAction } from '../types';

export const downloadBarHideAction = defineAction({
  name: 'downloadBar.hide',
  description: 'Close the app-download bar for good on this device (hideDownloadBar = 1 stored locally; state.downloadBarHidden).',
  params: actionSchema('downloadBar.hide', {}),
  run: () => hideDownloadBar(),
});
