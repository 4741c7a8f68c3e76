/** What the lint reads from the bundle around a document: routes, named lists, query names. */
export interface BundleFacts {
  /** In-app path (without query) → the screen id its route renders. */
  routes: ReadonlyMap<string, string>;
  /** In-app path → the query parameters its screen needs (routes' requiredQuery). */
  requiredQuery: ReadonlyMap<string, readonly string[]>;
  /** Screen and fragment ids that exist. */
  documents: ReadonlySet<string>;
  namedLists: ReadonlySet<string>;
  queries: ReadonlySet<string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function bundleFacts(documents: Readonly<Record<string, unknown>>): BundleFacts {
  const routes = new Map<string, string>();
  const requiredQuery = new Map<string, string[]>();
  const routesDoc = documents.routes;
  if (isObject(routesDoc) && Array.isArray(routesDoc.routes)) {
    for (const entry of routesDoc.routes) {
      if (!isObject(entry) || typeof entry.path !== 'string' || typeof entry.screen !== 'string') continue;
      routes.set(entry.path, entry.screen);
      if (Array.isArray(entry.requiredQuery)) requiredQuery.set(entry.path, entry.requiredQuery.filter((q): q is string => typeof q === 'string'));
    }
    const home = typeof routesDoc.home === 'string' ? routes.get(routesDoc.home) : undefined;
    if (home && Array.isArray(routesDoc.homeAliases)) for (const alias of routesDoc.homeAliases) if (typeof alias === 'string') routes.set(alias, home);
  }
  const present = new Set<string>();
  const queries = new Set<string>();
  for (const [id, doc] of Object.entries(documents)) {
    if (!isObject(doc)) continue;
    if (doc.kind === 'screen' || doc.kind === 'fragment') present.add(id);
    if (isObject(doc.queries)) for (const name of Object.keys(doc.queries)) queries.add(name);
  }
  const actions = documents.actions;
  const namedLists = new Set(isObject(actions) && isObject(actions.lists) ? Object.keys(actions.lists) : []);
  return { routes, requiredQuery, documents: present, namedLists, queries };
}

/**
 * Where a navigation target leads: no route, a route without a screen yet, a link without a query
 * parameter its screen needs, or fine. `to` may hold placeholders for values computed at run time
 * ("/m/gameList?gameType={…}"): a placeholder counts as a value.
 */
export function navigationProblem(to: string, facts: BundleFacts): { severity: 'error' | 'warning'; message: string } | null {
  const [path, query = ''] = to.split('#')[0].split('?');
  const route = facts.routes.has(path) ? path : path.replace(/\/+$/, '');
  const screen = facts.routes.get(route);
  if (!screen) return { severity: 'error', message: `no route matches "${path}": players would land on the fallback page` };
  const given = new URLSearchParams(query);
  const missing = (facts.requiredQuery.get(route) ?? []).filter((name) => !given.get(name));
  if (missing.length) return { severity: 'error', message: `"${path}" needs ${missing.map((m) => `"${m}"`).join(', ')} in its query (its route's requiredQuery): this link would open it without` };
  if (!facts.documents.has(screen)) return { severity: 'warning', message: `"${path}" has a route but its screen "${screen}" has no document yet (a dead link until it is published)` };
  return null;
}
