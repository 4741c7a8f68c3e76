import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { showToast } from '../../state/ui';

/** The spec's copy confirmation lasts 2 s. */
const COPIED_MS = 2000;

/**
 * Writes the text with the asynchronous clipboard API; where it is missing or refused (an http
 * page, an old WebView), a selected off-screen field and the copy command do it instead.
 */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // fall through to the copy command
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('the browser refused to copy');
}

export const clipboardCopyAction = defineAction({
  name: 'clipboard.copy',
  description: 'Copy a text (an invitation link or code) to the clipboard and confirm it for 2 s ("copied"); a browser that refuses says so.',
  params: actionSchema('clipboard.copy', { text: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  run: async (action) => {
    try {
      await copyText(action.text);
      showToast('t:common_copied', { duration: COPIED_MS });
    } catch {
      showToast('t:common_copy_failed', { duration: COPIED_MS });
    }
  },
});
