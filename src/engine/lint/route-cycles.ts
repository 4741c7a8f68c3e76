import { isVisible } from '../conditions';
import { isObject } from '../is-object';
import { expandContexts } from './condition-branches';
import { DEFAULT_GUARD_REDIRECT, normalisedPath as normalised } from '../route-match';

export interface RouteCycle {
  /** Index of the route whose redirect closes the loop. */
  index: number;
  /** Indexes of every route whose redirect is part of the loop. */
  indexes: number[];
  /** The paths visited, the first repeated at the end. */
  paths: string[];
  /** Who meets it: guest or member type n, and the other context values that make it happen. */
  who: string;
}

/**
 * Redirect loops a routes document allows: from every route, in every context given (the lint's
 * matrix of flag sets and member types, each also tried with the values that take the routes' own
 * conditions down each branch: a language, a template parameter, a query value), the redirects of
 * guards that fail are followed (unknown paths go to the fallback, home aliases to home) until a
 * page shows or a path comes back. The first loop found is reported, with who meets it.
 */
export function findRouteCycle(doc: Record<string, unknown>, matrix: readonly Record<string, unknown>[]): RouteCycle | undefined {
  const routes = (Array.isArray(doc.routes) ? doc.routes : []).filter(isObject);
  const aliases = new Set((Array.isArray(doc.homeAliases) ? doc.homeAliases : []).filter((p): p is string => typeof p === 'string').map(normalised));
  const home = typeof doc.home === 'string' ? normalised(doc.home) : undefined;
  const fallback = typeof doc.fallback === 'string' ? normalised(doc.fallback) : undefined;
  const indexOf = (path: string): number => {
    const wanted = aliases.has(path) && home ? home : path;
    return routes.findIndex((entry) => typeof entry.path === 'string' && normalised(entry.path) === wanted);
  };
  for (const { ctx, varied } of expandContexts(matrix, routes.map((entry) => entry.when).filter((when) => when !== undefined))) {
    for (const start of routes) {
      if (typeof start.path !== 'string') continue;
      const seen: string[] = [];
      const redirectedBy: number[] = [];
      let path: string | undefined = normalised(start.path);
      let lastIndex = -1;
      while (path !== undefined) {
        if (seen.includes(path)) {
          const member = ctx.member as { loggedIn?: boolean; type?: number } | undefined;
          const from = seen.indexOf(path);
          const who = `${member?.loggedIn ? `member type ${member.type}` : 'guest'}${varied ? ` with ${varied}` : ''}`;
          const indexes = [...new Set(redirectedBy.slice(from).filter((i) => i >= 0))];
          return { index: lastIndex, indexes, paths: [...seen.slice(from), path], who };
        }
        seen.push(path);
        const index = indexOf(path);
        if (index < 0) {
          redirectedBy.push(-1);
          path = fallback !== undefined && fallback !== path ? fallback : undefined;
          continue;
        }
        const entry = routes[index];
        let passes = true;
        try {
          passes = entry.when === undefined || isVisible(entry.when as never, ctx);
        } catch {
          passes = true; // a guard that does not evaluate is reported elsewhere
        }
        if (passes) break;
        redirectedBy.push(index);
        lastIndex = index;
        path = normalised(typeof entry.redirect === 'string' ? entry.redirect : DEFAULT_GUARD_REDIRECT);
      }
    }
  }
  return undefined;
}
