import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import type { FragmentDocument, LayoutDocument, LayoutIssue, RoutesDocument, ScreenDocument } from '../../engine/types';
import { clearLayoutIssues, layoutIssues } from '../../render/issues';
import { LayoutRenderer } from '../../render/layout-renderer';
import { preloadAllWidgets } from '../../render/lazy-views';
import { RenderEnvProvider, type RenderEnv } from '../../render/render-env';
import { appEnv, widgetLookup } from '../../app/compose';
import { createScreenStore } from '../../state/screen';

/** Starts i18next in CN with the given texts (every locale file of the language merged). */
export async function initSnapshotTexts(texts: Record<string, string>): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'CN',
    fallbackLng: 'CN',
    resources: { CN: { translation: texts } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}

export async function prepareWidgets(): Promise<void> {
  await preloadAllWidgets(widgetLookup);
}

/** The path a screen is shown at (its first route), so route conditions see a real path. */
export function pathOf(doc: LayoutDocument, routes?: RoutesDocument): string {
  if (doc.kind !== 'screen') return '/m/home';
  return routes?.routes.find((entry) => entry.screen === doc.id)?.path ?? `/m/${doc.id}`;
}

export interface RenderedSnapshot {
  html: string;
  issues: LayoutIssue[];
}

/** Renders one screen or fragment in the current (fixed) state; never throws. */
export function renderLayout(doc: ScreenDocument | FragmentDocument, documents: Record<string, LayoutDocument>): RenderedSnapshot {
  clearLayoutIssues();
  const routes = documents.routes?.kind === 'routes' ? documents.routes : undefined;
  const env: Partial<RenderEnv> = {
    ...appEnv,
    route: { path: pathOf(doc, routes), query: {} },
    getDocument: (id) => documents[id],
    navigate: () => undefined,
    back: () => undefined,
    runActions: async () => undefined,
  };
  const store = createScreenStore(doc.kind === 'screen' ? doc.initial : undefined);
  try {
    const html = renderToStaticMarkup(
      <RenderEnvProvider value={env}>
        <LayoutRenderer document={doc} screen={store} />
      </RenderEnvProvider>,
    );
    return { html, issues: [...layoutIssues.value] };
  } catch (error) {
    // Server rendering has no error boundaries: one throwing widget fails the whole document.
    const message = error instanceof Error ? error.message : String(error);
    return { html: '', issues: [...layoutIssues.value, { documentId: doc.id, path: '', message: `render failed: ${message}` }] };
  }
}
