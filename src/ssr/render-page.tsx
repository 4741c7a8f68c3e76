/*
 * The platform draws a player's first page with the app itself: the same App, router, renderer,
 * widgets, conditions and texts, in the state the browser's first render will be in, so the
 * browser hydrates the page instead of drawing it again. Built by `vite build --ssr` (CSS imports
 * and import.meta.glob as the app's build sees them) and loaded by the platform when present.
 */
// zod must be switched to jitless before any schema is built (as in the app).
import '../engine/zod-config';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { widgetLookup } from '../app/compose';
import { handFirstScreenData } from '../app/router/first-screen';
import type { DrawnPage, PageToDraw } from '../engine/drawn-page';
import { parsedBundleCache } from '../engine/parsed-bundle';
import { entryInDocuments } from '../engine/route-match';
import { themeProperties } from '../engine/theme';
import type { ScreenDocument } from '../engine/types';
import { isVisible } from '../engine/conditions';
import { routeFromLocation } from '../render/render-env';
import { contextFor } from '../state/context';
import { createScreenStore } from '../state/screen';
import { bundledLanguages, changeLanguage, initI18n, setTextOverrides } from '../i18n';
import { preloadAllWidgets } from '../render/lazy-views';
import { setDrawingPage } from '../render/page-drawing';
import { detectDevice, device } from '../state/device';
import { clearMember } from '../state/member';
import type { SystemStatus } from '../api/endpoints/system/status';
import { boot, layouts, systemStatus, template, whitelabel } from '../state/platform';
import { downloadBarHidden, language } from '../state/prefs';
import { clearSession, session } from '../state/session';
import { modals, toasts } from '../state/ui';
import { wallet } from '../state/wallet';
import { pageStyle } from './page-style';
import { loadExtraIcons } from '../../widgets/Icon/icon-paths';

let prepared: Promise<void> | null = null;

/** Loads every widget view, icon and bundled language once (the first page waits for it). */
export function prepareDrawing(): Promise<void> {
  prepared ??= (async () => {
    await preloadAllWidgets(widgetLookup);
    // Parts views load on their own (the carousel): here before any page, so none is drawn without them.
    await Promise.all(widgetLookup.definitions.map((definition) => definition.preloadParts?.()));
    await loadExtraIcons();
    const languages = bundledLanguages();
    await initI18n(languages[0]);
    for (const code of languages) await changeLanguage(code);
  })();
  return prepared;
}

const documentsOf = parsedBundleCache();

/**
 * The page's HTML, or null when it has no screen to draw here or its route's guard sends this
 * player on. Synchronous from the state set to the markup: module state (the signals) belongs to one page
 * at a time. Call prepareDrawing first.
 */
export function drawPage(page: PageToDraw): DrawnPage | null {
  const docs = documentsOf(page.etag, page.documents);
  const [path, query = ''] = page.url.split('?');
  const entry = entryInDocuments(path, docs);
  if (!entry || docs[entry.screen]?.kind !== 'screen') return null;
  // As the browser's first render sees it: the page's data, a guest (or a member of a type), nothing open, nothing said.
  layouts.value = docs;
  setTextOverrides(docs.texts?.kind === 'texts' ? docs.texts.languages : {});
  template.value = page.template;
  whitelabel.value = page.flags;
  systemStatus.value = { status: 0 } as SystemStatus;
  device.value = detectDevice({ userAgent: page.userAgent, search: query });
  clearSession();
  clearMember();
  // A member's page as the app's first render shows it before their own answers come: signed in,
  // of their type, nothing else of theirs (the token is a stand-in; nothing here calls the platform).
  if (page.member) session.value = { token: 'drawn-page', merchantCode: page.template.merchantCode, userName: '', type: page.member.type, firstTimeLogin: false };
  wallet.value = null;
  modals.value = {};
  toasts.value = [];
  downloadBarHidden.value = page.downloadBarHidden;
  language.value = page.language;
  void i18next.changeLanguage(page.language);
  boot.value = { phase: 'ready' };
  // A route this player may not open (a guest on a member's screen, a member on sign-in): the app sends them on first.
  const route = routeFromLocation(path, query ? `?${query}` : '', entry.params);
  const screen = docs[entry.screen] as ScreenDocument;
  if (entry.when !== undefined && !isVisible(entry.when, contextFor(createScreenStore(screen.initial), route))) return null;
  handFirstScreenData(entry.screen, page.data);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={page.url}>{children}</StaticRouter>;
  setDrawingPage(true);
  let html: string;
  try {
    html = renderToString(<App Router={Router} />);
  } finally {
    setDrawingPage(false);
  }
  return { html, style: pageStyle(themeProperties(page.template.parameters)), title: page.template.parameters.title ?? '' };
}
