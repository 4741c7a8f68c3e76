import { parseLayoutDocument } from '../engine/parse';
import type { ChromeDocument, LayoutDocument, RoutesDocument } from '../engine/types';
import { reportLayoutIssues } from '../render/issues';
import bundledChrome from '../../layouts/chrome.json';
import bundledRoutes from '../../layouts/routes.json';

type GetDocument = (id: string) => LayoutDocument | undefined;

/**
 * The routes and chrome documents come with the layout bundle; the copies built into the app
 * keep it navigable when a bundle lacks them (first start offline, an operator's bad publish).
 */
function bundled<K extends LayoutDocument['kind']>(json: unknown, kind: K): Extract<LayoutDocument, { kind: K }> | undefined {
  const result = parseLayoutDocument(json);
  if (!result.ok) {
    reportLayoutIssues(result.issues);
    return undefined;
  }
  return result.doc.kind === kind ? (result.doc as Extract<LayoutDocument, { kind: K }>) : undefined;
}

let builtInRoutes: RoutesDocument | undefined;
let builtInChrome: ChromeDocument | undefined;

export function routesDocument(getDocument: GetDocument): RoutesDocument {
  const served = getDocument('routes');
  if (served?.kind === 'routes') return served;
  builtInRoutes ??= bundled(bundledRoutes, 'routes');
  if (!builtInRoutes) throw new Error('the built-in routes layout is invalid');
  return builtInRoutes;
}

export function chromeDocument(getDocument: GetDocument): ChromeDocument | undefined {
  const served = getDocument('chrome');
  if (served?.kind === 'chrome') return served;
  builtInChrome ??= bundled(bundledChrome, 'chrome');
  return builtInChrome;
}
