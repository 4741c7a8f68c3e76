// zod must be switched to jitless before any schema is built (strict CSP: no new Function).
import '../engine/zod-config';
import './styles/index.css';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { language } from '../state/prefs';
import { App } from './App';
import { startBoot } from './boot';
import { applyThemeProperties } from '../actions/browser';
import { themeProperties } from '../engine/theme';
import { template } from '../state/platform';
import { recordConditionsForQa } from './qa-conditions';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  recordConditionsForQa();
  // A returning visitor sees the merchant's colours from the first frame (the cached template).
  if (template.value) applyThemeProperties(themeProperties(template.value.parameters));
  // Boot requests start while the texts of the current language load.
  void startBoot();
  try {
    await initI18n(language.value);
  } catch (error) {
    // Without texts the app still works (keys show); the player should not face a blank page.
    console.error('[i18n] could not load texts', error);
  }
  createRoot(container).render(<App />);
}

// Only inside the studio's preview frame (same origin only: the app may not be framed by others).
if (window.parent !== window && window.name === 'studio-preview') void import('./studio-preview').then((m) => m.followStudio());

window.addEventListener('load', () => void import('./after-load').then((m) => m.afterLoad()), { once: true });

void start();
