import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { openExternal } from '../browser';

/** Only web addresses: javascript:, data: and similar schemes would run code or spoof pages. */
export const webUrl = z.string().check(
  z.refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'only http and https addresses can be opened'),
);

export const openUrlAction = defineAction({
  name: 'openUrl',
  description: 'Open an external http(s) address in a new tab.',
  params: actionSchema('openUrl', { url: webUrl }),
  run: (action) => openExternal(action.url),
});
