import { isObject } from './is-object';
import { APP_DOCUMENT_IDS } from './lint/referenced-ids';
import { includedLayout } from './node-props';
import { entryInDocuments } from './route-match';

/**
 * The documents a first visit to `path` needs before its first screen can be drawn: what the app
 * opens by id itself (routes, chrome, named lists, texts, the status pages), the chrome's
 * fragments, the route's screen, and every fragment those include, followed to the end. The rest
 * of the bundle can come after the first screen. Works on player documents (templates expanded).
 */
export function documentsForPath(documents: Readonly<Record<string, unknown>>, path: string): string[] {
  const wanted = new Set<string>(APP_DOCUMENT_IDS);
  const chrome = documents.chrome;
  if (isObject(chrome) && isObject(chrome.fragments)) for (const id of Object.values(chrome.fragments)) if (typeof id === 'string') wanted.add(id);
  const entry = entryInDocuments(path, documents as Record<string, { kind: string } | undefined>);
  if (entry) wanted.add(entry.screen);
  const stack: unknown[] = [...wanted].map((id) => documents[id]);
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (isObject(value)) {
      const layout = includedLayout(value);
      if (layout !== undefined && !wanted.has(layout)) {
        wanted.add(layout);
        stack.push(documents[layout]);
      }
      stack.push(...Object.values(value));
    }
  }
  return [...wanted].filter((id) => Object.hasOwn(documents, id)).sort();
}
