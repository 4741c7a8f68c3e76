/**
 * The documented context (docs/conditions.md), as the lint checks it: which names a `var` may read.
 * `free` roots take any key below them; `fixed` roots list their keys.
 */
const FIXED: Record<string, readonly string[]> = {
  member: ['loggedIn', 'type', 'isAgent', 'isTrial', 'isReal', 'name'],
  device: ['ios', 'android', 'safari', 'pwa', 'app', 'webclip', 'iosVersion'],
  route: ['path', 'query', 'params'],
};
const FREE = new Set(['template', 'form', 'state', 'data']);
/** Data the app itself puts in `data`, besides the screens' queries. */
export const APP_DATA_KEYS = ['wallet', 'vipProgress', 'vipPercent', 'clubLabel', 'displayName', 'systemStatus', 'systemInfo'];

export interface PathScope {
  /** Inside an item template: `item` and `index` exist. */
  item: boolean;
  /** Inside an action: `event` exists. */
  event: boolean;
  /** Inside a named action list: `args` exists. */
  args: boolean;
  /** Query names any document of the bundle declares (`data.<name>`). */
  queries: ReadonlySet<string>;
  flags: ReadonlySet<string>;
}

/** Every `var` path a rule reads (string paths only; computed paths cannot be checked). */
export function varPaths(rule: unknown, found: string[] = []): string[] {
  if (Array.isArray(rule)) {
    for (const item of rule) varPaths(item, found);
    return found;
  }
  if (!rule || typeof rule !== 'object') return found;
  const entries = Object.entries(rule);
  if (entries.length !== 1) return found;
  const [operator, argument] = entries[0];
  if (operator === 'var') {
    const path = Array.isArray(argument) ? argument[0] : argument;
    if (typeof path === 'string') found.push(path);
    else varPaths(path, found);
    if (Array.isArray(argument)) varPaths(argument.slice(1), found);
    return found;
  }
  // Inside map/filter/reduce/all/some/none the second argument reads the element ("" or its keys).
  if (['map', 'filter', 'all', 'some', 'none', 'reduce'].includes(operator) && Array.isArray(argument)) {
    varPaths(argument[0], found);
    return found;
  }
  return varPaths(argument, found);
}

/** Why a path is outside the documented context, or null when it is fine. */
export function checkPath(path: string, scope: PathScope): string | null {
  if (path === '') return null;
  const [root, second, ...rest] = path.split('.');
  if (root === 'lang') return second === undefined || second === 'length' ? null : `"${path}": lang is a text code`;
  if (root === 'index') return scope.item ? null : '"index" exists only inside an item template';
  if (root === 'item') return scope.item ? null : `"${path}": item exists only inside an item template`;
  if (root === 'event') return scope.event ? null : `"${path}": event exists only inside actions`;
  if (root === 'args') return scope.args ? null : `"${path}": args exist only inside a named action list`;
  if (root === 'flags') {
    if (second === undefined) return null;
    return scope.flags.has(second) ? null : `"${second}" is not a whitelabel switch of the catalogue`;
  }
  if (root === 'data' && second !== undefined) {
    return scope.queries.has(second) || APP_DATA_KEYS.includes(second) ? null : `"data.${second}": no query of that name and no app data`;
  }
  if (FREE.has(root)) return null;
  const keys = FIXED[root];
  if (!keys) return `"${path}" is outside the documented context (flags, template, member, route, device, lang, form, state, data)`;
  if (second === undefined) return null;
  if (!keys.includes(second)) return `"${path}": ${root} has ${keys.join(', ')}`;
  if (root === 'route' && second === 'path' && rest.length > 0 && rest[0] !== 'length') return `"${path}": route.path is a text`;
  return null;
}
