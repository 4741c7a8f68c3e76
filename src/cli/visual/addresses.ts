/** A route of layouts/routes.json, as far as finding an address for its screen goes. */
export interface RouteEntry {
  path: string;
  screen: string;
  requiredQuery?: string[];
  params?: Record<string, unknown>;
}

/**
 * One address per screen, with the query a screen needs filled in from `samples` (values taken from
 * the seeded platform). The game-list aliases (/m/slot-games, /m/live-games…) are one screen with
 * other params: the plain list, hot games and favourites each come once.
 */
export function screenAddresses(routes: readonly RouteEntry[], samples: Readonly<Record<string, string>>): { screen: string; address: string }[] {
  const seen = new Set<string>();
  return routes.flatMap((route) => {
    const key = `${route.screen} ${String(route.params?.dataType ?? '')}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const query = (route.requiredQuery ?? []).map((name) => `${name}=${encodeURIComponent(samples[name] ?? '')}`).join('&');
    const variant = route.params?.dataType ? `-${String(route.params.dataType)}` : '';
    return [{ screen: `${route.screen}${variant}`, address: query ? `${route.path}?${query}` : route.path }];
  });
}
