import { defineAction } from '../types';
import { actionSchema } from '../params';
import { getTemplate } from '../../api/endpoints/system/templates';
import { getWhitelabel } from '../../api/endpoints/system/whitelabel';
import { getSystemStatus } from '../../api/endpoints/system/status';
import { apiErrorText } from '../report';
import { ApiError, isApiError } from '../../api/errors';
import { applyThemeProperties, pageLocation, setDocumentTitle, setFavicon } from '../browser';
import { themeProperties } from '../../engine/theme';
import { loadLayouts } from '../flows/layouts';
import { forgetPlayer, loadMemberData } from '../flows/member-data';
import { changeLanguage } from '../../i18n';
import { boot, layouts, setSystemStatus, setTemplate, setWhitelabel, template, type TemplateInfo } from '../../state/platform';
import { startingLanguage } from '../../engine/languages';
import { showToast, TOAST_LONG_MS } from '../../state/ui';
import { language } from '../../state/prefs';
import { session } from '../../state/session';

function applyTemplate(info: TemplateInfo): void {
  setTemplate(info);
  setDocumentTitle(info.parameters.title ?? '');
  setFavicon(info.parameters.favicon ?? '');
  // The merchant's colours on every widget; an invalid colour is skipped, never breaking the page.
  applyThemeProperties(themeProperties(info.parameters));
}

/** The stored language when the template offers it, else the template's first language. */
async function settleLanguage(info: TemplateInfo): Promise<void> {
  const starting = startingLanguage(info.parameters, language.value);
  if (starting !== language.value) await changeLanguage(starting);
}

function failureDetail(error: unknown): string {
  // In the player's language (the code and status are in the console for support).
  if (isApiError(error)) return apiErrorText(error);
  return error instanceof Error ? error.message : String(error);
}

/** How long a returning visitor waits for fresh answers before the app opens on the saved ones. */
export const SAVED_COPY_AFTER_MS = 3000;
/** How long a first visit waits for the template before it shows the error with a retry. */
export const FIRST_VISIT_LIMIT_MS = 8000;

type Settled<T> = { status: 'ok'; value: T } | { status: 'failed'; error: unknown } | { status: 'slow' };

/** The promise's outcome, or "slow" once `ms` have passed (the promise keeps running). */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Settled<T>>((resolve) => (timer = setTimeout(() => resolve({ status: 'slow' }), ms)));
  const settled = promise.then(
    (value): Settled<T> => ({ status: 'ok', value }),
    (error: unknown): Settled<T> => ({ status: 'failed', error }),
  );
  return Promise.race([settled, slow]).finally(() => clearTimeout(timer));
}

async function part(name: string, work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    console.error(`start-up: ${name} failed to load`, error);
    return false;
  }
}

/**
 * Starts the app: the cached status is already showing (state/platform); the template (without it
 * nothing can render: phase "error" with a message, the app offers a retry) loads side by side with
 * whitelabel, fresh status, layouts and, with a session, member and wallet (an expired session is
 * forgotten quietly); the language settles once the template names the languages. Safe to run
 * again from the retry screen.
 */
export const platformBootAction = defineAction({
  name: 'platform.boot',
  description: 'Load template, whitelabel, status, layouts and the member; boot.phase tells the app what to show.',
  params: actionSchema('platform.boot', {}),
  run: async () => {
    boot.value = { phase: 'loading' };
    // Everything that does not need the template starts now, side by side with it: on a slow
    // network each sequential round trip is a visible wait before the first screen.
    const templateLoad = getTemplate(pageLocation());
    const independent = Promise.all([
      part('whitelabel', async () => setWhitelabel(await getWhitelabel())),
      part('system status', async () => setSystemStatus(await getSystemStatus())),
      part('layouts', loadLayouts),
      part('member', async () => {
        if (session.value && (await loadMemberData()) === 'unauthorized') forgetPlayer();
      }),
    ]);
    // A returning visitor has the template, flags, status and layouts saved: when a call fails or is
    // slow, the app opens on those at once, says so quietly, and takes the fresh answers as they come.
    const saved = template.peek();
    if (saved && layouts.peek().routes) {
      const fresh = await settleWithin(templateLoad, SAVED_COPY_AFTER_MS);
      if (fresh.status === 'ok') applyTemplate(fresh.value);
      else {
        if (fresh.status === 'failed') console.error('Not exist setting: the merchant template failed to load; using the saved one', fresh.error);
        applyTemplate(saved);
        void templateLoad.then(applyTemplate, () => undefined);
      }
      const [, rest] = await Promise.all([part('language', () => settleLanguage(template.peek() ?? saved)), settleWithin(independent, SAVED_COPY_AFTER_MS)]);
      if (fresh.status !== 'ok' || rest.status !== 'ok' || rest.value.includes(false)) showToast('t:app_offline_saved', { duration: TOAST_LONG_MS });
      boot.value = { phase: 'ready' };
      return;
    }
    // A first visit: a clear error with a retry within a few seconds, never a bare spinner.
    const first = await settleWithin(templateLoad, FIRST_VISIT_LIMIT_MS);
    if (first.status !== 'ok') {
      const error = first.status === 'failed' ? first.error : new ApiError('timeout', 'The template took too long');
      console.error('Not exist setting: the merchant template failed to load', error);
      boot.value = { phase: 'error', error: failureDetail(error) };
      return 'stop';
    }
    const info = first.value;
    applyTemplate(info);
    const [, loaded] = await Promise.all([part('language', () => settleLanguage(info)), independent]);
    const layoutsLoaded = loaded[2];
    // Without a routes document (none served, none kept) no screen can be reached.
    if (!layouts.value.routes) {
      if (layoutsLoaded) console.error('start-up: the layout bundle has no "routes" document');
      boot.value = { phase: 'error', error: 'No screen layouts available (layout service unreachable and none stored)' };
      return 'stop';
    }
    boot.value = { phase: 'ready' };
  },
});
