import { isObject } from './is-object';
import { includedLayout } from './node-props';
import type { FragmentDocument, LayoutDocument } from './types';

/**
 * The fragments a screen includes by name (and those they include), in tree order. Their queries
 * start with the screen's: an included fragment is only rendered once the screen's lazy views are
 * here, and its data (the lobby's games) should not wait for that.
 */
export function includedFragments(document: LayoutDocument, getDocument: (id: string) => LayoutDocument | undefined): FragmentDocument[] {
  const cached = includes.get(document);
  // The included documents may change on their own (a publish): the cache holds while they are the same.
  if (cached && cached.every((fragment) => getDocument(fragment.id) === fragment)) return cached;
  const found = new Map<string, FragmentDocument>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const layout = includedLayout(value);
    if (layout !== undefined && !found.has(layout)) {
      const fragment = getDocument(layout);
      if (fragment?.kind === 'fragment') {
        found.set(fragment.id, fragment);
        visit(fragment.root);
      }
    }
    for (const [key, item] of Object.entries(value)) if (key !== 'on' && key !== 'when') visit(item);
  };
  if ('root' in document) visit(document.root);
  const list = [...found.values()];
  includes.set(document, list);
  return list;
}

const includes = new WeakMap<LayoutDocument, FragmentDocument[]>();
