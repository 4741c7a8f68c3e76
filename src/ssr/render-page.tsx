// zod must be switched to jitless before any schema is built (as in the app).
import '../engine/zod-config';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { widgetLookup } from '../app/compose';
import { handFirstScreenData } from '../app/router/first-screen';
import { parseLayoutDocument } from '../engine/parse';
import type { QueryView } from '../engine/queries';
import { entryInDocuments } from '../engine/route-match';
import { themeProperties } from '../engine/theme';
import type { LayoutDocument, ScreenDocument } from '../engine/types';
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
import { boot, layouts, systemStatus, template, whitelabel, type TemplateInfo } from '../state/platform';
import { downloadBarHidden, language } from '../state/prefs';
import { clearSession } from '../state/session';
import { modals, toasts } from '../state/ui';
import { wallet } from '../state/wallet';
import { pageStyle } from './page-style';
import { loadExtraIcons } from '../../widgets/Icon/icon-paths';

/**
 * The platform draws a guest's first page with the app itself: the same App, router, renderer,
 * widgets, conditions and texts, in the state the browser's first render will be in, so the
 * browser hydrates the page instead of drawing it again. Built by `vite build --ssr` (CSS imports
 * and import.meta.glob as the app's build sees them) and loaded by the platform when present.
 */
export interface PageToDraw {
  /** Path and query, e.g. "/m/gameList?gameType=RNG". */
  url: string;
  /** The layouts' version: parsed documents are kept per version. */
  etag: string;
  /** The players' documents (template uses expanded), as served. */
  documents: () => Record<string, unknown>;
  template: TemplateInfo;
  flags: Record<string, boolean>;
  /** The language the page is drawn in (offered by the template). */
  language: string;
  /** The page's query answers by query name, as the screen's store holds them. */
  data: Record<string, QueryView>;
  userAgent: string;
  /** The player hid the download bar on this device. */
  downloadBarHidden: boolean;
}

export interface DrawnPage {
  /** What goes inside #root. */
  html: string;
  /** Inline style for <html>: the merchant's colours from the first paint. */
  style: string;
  title: string;
}

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

let parsed: { etag: string; docs: Record<string, LayoutDocument> } | null = null;
function documentsOf(page: PageToDraw): Record<string, LayoutDocument> {
  if (parsed?.etag === page.etag) return parsed.docs;
  const docs: Record<string, LayoutDocument> = {};
  for (const [id, raw] of Object.entries(page.documents())) {
    const result = parseLayoutDocument(raw, id);
    if (result.ok) docs[id] = result.doc;
  }
  parsed = { etag: page.etag, docs };
  return docs;
}

/**
 * The page's HTML, or null when it has no screen to draw here or its route's guard sends a guest on. Synchronous from the state set to
 * the markup: module state (the signals) belongs to one page at a time. Call prepareDrawing first.
 */
export function drawPage(page: PageToDraw): DrawnPage | null {
  const docs = documentsOf(page);
  const path = page.url.split('?')[0];
  const entry = entryInDocuments(path, docs);
  if (!entry || docs[entry.screen]?.kind !== 'screen') return null;
  // As the browser's first render sees it: the page's data, a guest, nothing open, nothing said.
  layouts.value = docs;
  setTextOverrides(docs.texts?.kind === 'texts' ? docs.texts.languages : {});
  template.value = page.template;
  whitelabel.value = page.flags;
  systemStatus.value = { status: 0 } as SystemStatus;
  device.value = detectDevice({ userAgent: page.userAgent, search: page.url.split('?')[1] ?? '' });
  clearSession();
  clearMember();
  wallet.value = null;
  modals.value = {};
  toasts.value = [];
  downloadBarHidden.value = page.downloadBarHidden;
  language.value = page.language;
  void i18next.changeLanguage(page.language);
  boot.value = { phase: 'ready' };
  // A route a guest may not open: the app sends them on (to sign in) before anything shows.
  const route = routeFromLocation(path, page.url.includes('?') ? `?${page.url.split('?')[1]}` : '', entry.params);
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
