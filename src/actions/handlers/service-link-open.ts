import { z } from 'zod/mini';
import { decryptServiceLink } from '../../api/endpoints/messages/service-versions';
import { showToast } from '../../state/ui';
import { openExternal } from '../browser';
import { actionSchema } from '../params';
import { defineAction } from '../types';

/** Only web and mail addresses: javascript:, data: and similar schemes would run code or spoof pages. */
export function isOpenableLink(value: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Goes to an address in this tab, leaving the app (a chat room). */
function goTo(url: string): void {
  (globalThis as { window?: Window }).window?.location.assign(url);
}

export const serviceLinkOpenAction = defineAction({
  name: 'serviceLink.open',
  description:
    'Open a customer-service link: a type "3" entry (or `encrypted: true`) is decrypted first (its last 8 characters are the ' +
    'key); only http(s) and mailto addresses open, in a new tab, or in this tab with `sameTab` (the live-chat redirect). ' +
    'A link that cannot be opened shows "Unknown error" and ends the list.',
  params: actionSchema('serviceLink.open', {
    link: z.string().check(z.minLength(1), z.maxLength(4096)),
    type: z.optional(z.union([z.string(), z.number()])),
    encrypted: z.optional(z.boolean()),
    sameTab: z._default(z.boolean(), false),
  }),
  run: async (action) => {
    const encrypted = action.encrypted ?? String(action.type ?? '') === '3';
    let url: string;
    try {
      url = encrypted ? await decryptServiceLink(action.link) : action.link;
    } catch {
      url = '';
    }
    if (!isOpenableLink(url)) {
      showToast('t:common_err_unknown');
      return 'stop';
    }
    if (action.sameTab) goTo(url);
    else openExternal(url);
  },
});
