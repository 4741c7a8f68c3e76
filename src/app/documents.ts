import { signal } from '@preact/signals-react';
import { parseLayoutDocument } from '../engine/parse';
import type { ChromeDocument, LayoutDocument, RoutesDocument } from '../engine/types';
import { reportLayoutIssues } from '../render/issues';
import { pendingLayouts } from '../state/platform';

type GetDocument = (id: string) => LayoutDocument | undefined;

/**
 * The routes and chrome documents come with the layout bundle; the copies built into the app
 * keep it navigable when a bundle lacks them (first start offline, an operator's bad publish).
 * The copies are a chunk of their own, fetched only when a bundle lacks them, so they do not
 * weigh on the first screen.
 */
function bundled<K extends LayoutDocument['kind']>(json: unknown, kind: K): Extract<LayoutDocument, { kind: K }> | undefined {
  const result = parseLayoutDocument(json);
  if (!result.ok) {
    reportLayoutIssues(result.issues);
    return undefined;
  }
  return result.doc.kind === kind ? (result.doc as Extract<LayoutDocument, { kind: K }>) : undefined;
}

const builtIn = signal<{ routes?: RoutesDocument; chrome?: ChromeDocument } | undefined>(undefined);
let loading: Promise<void> | undefined;

/** Fetches the built-in copies once (when a bundle lacks routes or chrome). */
export function preloadBuiltInDocuments(): Promise<void> {
  loading ??= import('./built-in-documents').then(
    (copies) => {
      builtIn.value = { routes: bundled(copies.routes, 'routes'), chrome: bundled(copies.chrome, 'chrome') };
    },
    () => {
      loading = undefined; // a failed chunk fetch may be retried by the next render
    },
  );
  return loading;
}

/** The served routes, else the built-in copy; undefined only while that copy is still loading. */
export function routesDocument(getDocument: GetDocument): RoutesDocument | undefined {
  const served = getDocument('routes');
  if (served?.kind === 'routes') return served;
  const copy = builtIn.value;
  if (!copy) {
    void preloadBuiltInDocuments();
    return undefined;
  }
  if (!copy.routes) throw new Error('the built-in routes layout is invalid');
  return copy.routes;
}

export function chromeDocument(getDocument: GetDocument): ChromeDocument | undefined {
  const served = getDocument('chrome');
  if (served?.kind === 'chrome') return served;
  const copy = builtIn.value;
  if (!copy) void preloadBuiltInDocuments();
  return copy?.chrome;
}

/** A screen a first visit was told is coming with the rest of the bundle (src/actions/flows/layouts.ts). */
export function screenComing(id: string): boolean {
  return pendingLayouts.value[id] === 'screen';
}

/** Whether a route's screen can be shown: its document is here, or it is coming. */
export function hasScreen(getDocument: GetDocument, id: string): boolean {
  return getDocument(id)?.kind === 'screen' || screenComing(id);
}
