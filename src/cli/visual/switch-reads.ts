import { chromeFor } from '../../app/chrome/chrome-rules';
import { includedFragments } from '../../engine/included-fragments';
import { varPaths } from '../../engine/lint/context-paths';
import type { ChromeDocument, LayoutDocument } from '../../engine/types';

/** A visibility condition as the resolver meets it: a node's `when`, or an entry's in a props list. */
export interface WhenSite {
  documentId: string;
  /** JSON pointer of the `when`, as the app reports it (qa-conditions.ts). */
  pointer: string;
  rule: unknown;
  /** The whitelabel switches the rule reads (`flags.<CODE>`). */
  switches: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const escapePart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The switches a rule reads. */
export function switchesOf(rule: unknown): string[] {
  return [...new Set(varPaths(rule).filter((path) => path.startsWith('flags.')).map((path) => path.slice('flags.'.length)))];
}

/**
 * Every visibility condition of a screen or fragment: on nodes (objects with a `type`) and on the
 * entries of props lists (tabs, menu entries, tiles). Actions (`do`) check theirs when they run and
 * queries theirs when they load: neither changes what a picture shows by itself, so neither is here.
 */
export function whenSites(document: LayoutDocument): WhenSite[] {
  const sites: WhenSite[] = [];
  if (!('root' in document) || !isRecord(document.root)) return sites;
  const visit = (value: unknown, pointer: string, inList: boolean): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${pointer}/${index}`, true));
    if (!isRecord(value) || typeof value.do === 'string') return;
    if ('when' in value && (inList || typeof value.type === 'string')) {
      sites.push({ documentId: document.id, pointer: `${pointer}/when`, rule: value.when, switches: switchesOf(value.when) });
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === 'when' || key === 'on' || key === 'queries') continue;
      visit(item, `${pointer}/${escapePart(key)}`, false);
    }
  };
  visit(document.root, '/root', false);
  return sites;
}

/** The documents a picture of a screen shows: the screen, what it includes, and the header when the path has one. */
export function documentsOnScreen(screenId: string, path: string, documents: Readonly<Record<string, LayoutDocument>>): LayoutDocument[] {
  const screen = documents[screenId];
  if (!screen) return [];
  const chrome = documents.chrome as ChromeDocument | undefined;
  const shown: LayoutDocument[] = [screen, ...includedFragments(screen, (id) => documents[id])];
  if (chrome && screen.kind === 'screen' && chromeFor(chrome, path, screen).header) {
    const header = documents[chrome.fragments.header];
    if (header) shown.push(header, ...includedFragments(header, (id) => documents[id]));
  }
  return [...new Map(shown.map((doc) => [doc.id, doc])).values()];
}

/**
 * The rules that decide what a picture of a screen shows, each as the switches it reads together:
 * its documents' conditions and, when the path has a footer, the footer entries' (chrome.json).
 * Rules reading no switch are left out.
 */
export function switchRulesOnScreen(screenId: string, path: string, documents: Readonly<Record<string, LayoutDocument>>): string[][] {
  const rules = documentsOnScreen(screenId, path, documents).flatMap((doc) => whenSites(doc).map((site) => site.switches));
  const chrome = documents.chrome as ChromeDocument | undefined;
  const screen = documents[screenId];
  if (chrome && screen?.kind === 'screen' && chromeFor(chrome, path, screen).footer) {
    rules.push(...chrome.footer.items.map((item) => switchesOf(item.when)));
  }
  return rules.filter((switches) => switches.length > 0);
}
