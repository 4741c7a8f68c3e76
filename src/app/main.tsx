// zod must be switched to jitless before any schema is built (strict CSP: no new Function).
import '../engine/zod-config';
import './styles/index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activeLanguage, initI18n } from '../i18n';
import { language } from '../state/prefs';
import { session } from '../state/session';
import { App } from './App';
import { firstPageParts, startBoot } from './boot';
import { applyThemeProperties } from '../actions/browser';
import { themeProperties } from '../engine/theme';
import { layouts, template } from '../state/platform';
import { contextFor } from '../state/context';
import { prefetchedViewsFor } from './lazy-queries';
import { recordConditionsForQa } from './qa-conditions';
import { bootSettled, drawnPageFacts, within } from './drawn-page';
import { handFirstScreenData } from './router/first-screen';
import { followViewCookie } from './view-cookie';
import { TakenOver } from './taken-over';

/** How long a drawn page waits for its widgets and data before the app draws it again instead. */
const HYDRATE_WAIT_MS = 10_000;

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  recordConditionsForQa();
  followViewCookie();
  const drawn = drawnPageFacts(container);
  // A returning visitor sees the merchant's colours from the first frame (the cached template).
  if (template.value) applyThemeProperties(themeProperties(template.value.parameters));
  // Boot requests start while the texts of the current language load.
  const booting = startBoot();
  try {
    await initI18n(language.value);
  } catch (error) {
    // Without texts the app still works (keys show); the player should not face a blank page.
    console.error('[i18n] could not load texts', error);
  }
  // A page the platform drew stays on screen (no spinner) until the app has what drew it: then the
  // app takes over a guest's as it is. A member's (drawn without their name, balance and answers)
  // the app draws again over it once it can draw the whole screen, so the player sees no spinner
  // and no guest's page. Another language or a failed start: the app draws at once.
  // The page stays inert until the app's first render is on screen, whichever way it comes.
  const app = (
    <TakenOver onTakenOver={() => container.removeAttribute('inert')}>
      <App />
    </TakenOver>
  );
  if (drawn?.member && session.value) {
    if ((await bootSettled()) === 'ready') await within(Promise.all([firstPageParts(), booting]), HYDRATE_WAIT_MS);
    createRoot(container).render(app);
    return;
  }
  if (drawn && !drawn.member && !session.value && (await bootSettled()) === 'ready') {
    await within(Promise.all([firstPageParts(), booting]), HYDRATE_WAIT_MS);
    if (activeLanguage() === drawn.lang) {
      const views = await prefetchedViewsFor(location.pathname, location.search, layouts.peek(), contextFor, drawn.queries).catch(() => ({}));
      handFirstScreenData(drawn.screen, views);
      // As a transition, React takes the drawn page over in slices of a few milliseconds and lets the
      // browser paint and take input in between, instead of tasks of 60-200 ms on a slow phone.
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.error("[hydrate] the drawn page differed from the app's; drawn again", error),
        });
      });
      return;
    }
  }
  createRoot(container).render(app);
}

// Only inside the studio's preview frame (same origin only: the app may not be framed by others).
if (window.parent !== window && window.name === 'studio-preview') void import('./studio-preview').then((m) => m.followStudio());

window.addEventListener('load', () => void import('./after-load').then((m) => m.afterLoad()), { once: true });

void start();
