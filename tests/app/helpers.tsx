import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../src/app/App';
import type { LayoutDocument, LayoutNode } from '../../src/engine/types';
import { createWidgetLookup } from '../../src/render/registry';
import type { RenderEnv } from '../../src/render/render-env';
import { boxWidget, fieldWidget, pressWidget } from '../render/helpers';
import chromeJson from '../../layouts/chrome.json';
import routesJson from '../../layouts/routes.json';
import { parseLayoutDocument } from '../../src/engine/parse';

export function parsed(json: unknown): LayoutDocument {
  const result = parseLayoutDocument(json);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.doc;
}

export const screenOf = (id: string, root?: LayoutNode): LayoutDocument => ({
  schemaVersion: '1.0',
  kind: 'screen',
  id,
  root: root ?? { type: 'Box', props: { label: `screen:${id}` } },
});

export const fragmentOf = (id: string, label = `fragment:${id}`): LayoutDocument => ({
  schemaVersion: '1.0',
  kind: 'fragment',
  id,
  root: { type: 'Box', props: { label } },
});

/** The committed routes and chrome plus simple screens and fragments (each shows its id). */
export function defaultDocuments(screens = ['home', 'login', 'set', 'notice']): Record<string, LayoutDocument> {
  const docs: Record<string, LayoutDocument> = { routes: parsed(routesJson), chrome: parsed(chromeJson) };
  for (const id of screens) docs[id] = screenOf(id);
  for (const id of ['header', 'rightPanel', 'leftPanel', 'memberPopup']) docs[id] = fragmentOf(id);
  return docs;
}

/** Renders the whole App at `path` over a memory router; returns the router to read the location. */
export function renderApp(path: string, documents: Record<string, LayoutDocument> = defaultDocuments(), extra: Partial<RenderEnv> = {}) {
  let pathname: string | undefined;
  const LocationSpy = () => {
    pathname = useLocation().pathname;
    return null;
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationSpy />
    </MemoryRouter>
  );
  const env: Partial<RenderEnv> = {
    lookup: createWidgetLookup([boxWidget, pressWidget, fieldWidget]),
    getDocument: (id) => documents[id],
    ...extra,
  };
  const onRetry = vi.fn();
  const result = render(
    <App
      env={env}
      onRetry={onRetry}
      Router={Router}
    />,
  );
  return { ...result, onRetry, location: () => pathname };
}
