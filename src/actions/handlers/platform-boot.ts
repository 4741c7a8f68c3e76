import { defineAction } from '../types';
import { actionSchema } from '../params';
import { getTemplate } from '../../api/endpoints/system/templates';
import { getWhitelabel } from '../../api/endpoints/system/whitelabel';
import { getSystemStatus } from '../../api/endpoints/system/status';
import { apiErrorText } from '../report';
import { isApiError } from '../../api/errors';
import { applyThemeProperties, pageLocation, setDocumentTitle, setFavicon } from '../browser';
import { themeProperties } from '../../engine/theme';
import { loadLayouts } from '../flows/layouts';
import { forgetPlayer, loadMemberData } from '../flows/member-data';
import { changeLanguage } from '../../i18n';
import { boot, layouts, setSystemStatus, setTemplate, setWhitelabel, templateLanguages, type TemplateInfo } from '../../state/platform';
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
  const offered = templateLanguages(info);
  if (!offered.includes(language.value)) await changeLanguage(offered[0]);
}

function failureDetail(error: unknown): string {
  // In the player's language (the code and status are in the console for support).
  if (isApiError(error)) return apiErrorText(error);
  return error instanceof Error ? error.message : String(error);
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
    let info: TemplateInfo;
    try {
      info = await templateLoad;
    } catch (error) {
      console.error('Not exist setting: the merchant template failed to load', error);
      // A technical detail for support; the error screen has its own friendly text.
      boot.value = { phase: 'error', error: failureDetail(error) };
      await independent;
      return 'stop';
    }
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
