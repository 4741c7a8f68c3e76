import { isObject } from '../is-object';
import { includedLayout } from '../node-props';

/** Documents the app opens by id itself: the routes and chrome, named lists, texts, the service sheet and the status pages (templates documents count too). */
export const APP_DOCUMENT_IDS = ['routes', 'chrome', 'actions', 'texts', 'service', 'maintenance', 'regionBlocked'] as const;

/**
 * Every document id something refers to: the app itself, the routes' screens, the chrome's
 * fragments, and fragments included anywhere. A publish under any other id would ship a document
 * nothing can show to every player. Walks without recursion.
 */
export function referencedIds(documents: Readonly<Record<string, unknown>>): Set<string> {
  const ids = new Set<string>(APP_DOCUMENT_IDS);
  const routes = documents.routes;
  if (isObject(routes) && Array.isArray(routes.routes)) for (const entry of routes.routes) if (isObject(entry) && typeof entry.screen === 'string') ids.add(entry.screen);
  const chrome = documents.chrome;
  if (isObject(chrome) && isObject(chrome.fragments)) for (const id of Object.values(chrome.fragments)) if (typeof id === 'string') ids.add(id);
  // Templates documents are found by the names they define, not by id.
  for (const [id, doc] of Object.entries(documents)) if (isObject(doc) && doc.kind === 'templates') ids.add(id);
  const stack: unknown[] = Object.values(documents);
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (isObject(value)) {
      const layout = includedLayout(value);
      if (layout !== undefined) ids.add(layout);
      stack.push(...Object.values(value));
    }
  }
  return ids;
}
