/**
 * Shared setup for the jsdom projects (tests/render, tests/widgets, tests/app): i18n with the
 * real CN texts merged from every locale file, clean DOM and storage between tests, and the
 * browser APIs jsdom lacks.
 */
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { widgetRegistry } from '../widgets';
import { preloadAllWidgets } from '../src/render/lazy-views';
import { createWidgetLookup } from '../src/render/registry';

const cnFiles = import.meta.glob<Record<string, string>>('../src/i18n/locales/cn/*.json', { eager: true, import: 'default' });
const cnTexts = Object.assign({}, ...Object.values(cnFiles));

if (!i18next.isInitialized) {
  await i18next.use(initReactI18next).init({
    lng: 'CN',
    fallbackLng: 'CN',
    resources: { CN: { translation: cnTexts } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
}

// Widgets the first screen does not use have lazy views: component tests have them all at hand.
await preloadAllWidgets(createWidgetLookup(widgetRegistry));

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom implements scrollTo as a "not implemented" console error; screens scroll to top on entry.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be disabled by a test on purpose.
  }
});
