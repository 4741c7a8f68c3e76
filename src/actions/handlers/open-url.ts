import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { leaveApp, openExternal } from '../browser';

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

/** A page of this site outside the app (a launched game's /play/… page): a path, never scheme-relative. */
const SITE_PATH = /^\/(?![/\\])/;

/** What openUrl accepts: a web address, or a path of this site (one "/", never "//host"). */
const openable = z.string().check(
  z.refine((value) => SITE_PATH.test(value) || webUrl.safeParse(value).success, 'only http and https addresses, or paths of this site, can be opened'),
);

export const openUrlAction = defineAction({
  name: 'openUrl',
  description:
    'Open an http(s) address in a new tab; or, with `sameTab`, go to it (or to a page of this site outside the app, ' +
    'such as a launched game) in this tab.',
  params: actionSchema('openUrl', { url: openable, sameTab: z._default(z.boolean(), false) }),
  run: (action) => {
    if (action.sameTab) leaveApp(action.url);
    else if (action.url.startsWith('/')) throw new Error(`openUrl: "${action.url}" is a path of this site: only http and https addresses open in a new tab (use sameTab)`);
    else openExternal(action.url);
  },
});
