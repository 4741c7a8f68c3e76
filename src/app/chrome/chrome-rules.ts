import { isVisible } from '../../engine/conditions';
import type { EvalContext } from '../../engine/context';
import type { ChromeDocument, FooterItem, ScreenDocument } from '../../engine/types';

/** "/m/login/" and "/m/login" are one page; "/" stays "/". */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** A path list matches the path as written or without its trailing slash ("/m/" is listed on its own). */
export function pathIn(list: readonly string[], path: string): boolean {
  return list.includes(path) || list.includes(normalisePath(path));
}

export interface ChromeState {
  /** The main header fragment. */
  header: boolean;
  /** Title key of the top bar, or null when there is none. */
  topBar: string | null;
  /** The simple back bar, with its title and where back goes. */
  backBar: { title: string | null; goesHome: boolean } | null;
  footer: boolean;
}

/**
 * What surrounds the page at `path`. chrome.json decides by path; a screen may also ask for a back
 * bar or no header in its own `chrome` block (for screens added after chrome.json was written).
 */
export function chromeFor(chrome: ChromeDocument, path: string, screen?: ScreenDocument, serviceOpen = false): ChromeState {
  const title = chrome.titles[path] ?? chrome.titles[normalisePath(path)] ?? screen?.chrome?.title ?? null;
  const screenHeader = screen?.chrome?.header;
  const backBar = pathIn(chrome.backBarPaths, path) || screenHeader === 'backBar';
  return {
    header: !backBar && screenHeader !== 'none' && !pathIn(chrome.headerHidden, path),
    topBar: pathIn(chrome.topBarPaths, path) ? title : null,
    backBar: backBar ? { title, goesHome: pathIn(chrome.backGoesHome, path) } : null,
    footer: !serviceOpen && !pathIn(chrome.footerHidden, path),
  };
}

export interface FooterEntry {
  item: FooterItem;
  active: boolean;
}

/**
 * Footer items named by the template parameter (comma-separated keys, in that order; unknown or
 * repeated keys ignored; the document's default keys when the parameter is absent), each kept
 * only when its `when` holds, highlighted when the path is one of its highlight paths.
 */
export function footerEntries(chrome: ChromeDocument, ctx: EvalContext, path: string): FooterEntry[] {
  const raw = ctx.template[chrome.footer.source];
  const keys = typeof raw === 'string' ? raw.split(',').map((key) => key.trim()).filter(Boolean) : chrome.footer.defaultKeys;
  const byKey = new Map(chrome.footer.items.map((item) => [item.key, item]));
  const entries: FooterEntry[] = [];
  const used = new Set<string>();
  for (const key of keys) {
    const item = byKey.get(key);
    if (!item || used.has(key) || !isVisible(item.when, ctx)) continue;
    used.add(key);
    entries.push({ item, active: pathIn(item.highlight ?? [], path) });
  }
  return entries;
}
