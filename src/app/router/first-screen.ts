import type { QueryView } from '../../engine/queries';

/**
 * The answers a server-drawn first page was drawn with, by query name, handed to the store of the
 * first screen the app creates (on the platform while it draws the page, in the browser while it
 * hydrates it): its first render then shows what the page shows. Taken once; any later screen, or
 * another screen than the one drawn, starts empty as always.
 */
let handed: { screen: string; data: Record<string, QueryView> } | null = null;

export function handFirstScreenData(screen: string, data: Record<string, QueryView>): void {
  handed = { screen, data };
}

export function takeFirstScreenData(screen: string | undefined): Record<string, QueryView> | undefined {
  if (!handed || handed.screen !== screen) return undefined;
  const { data } = handed;
  handed = null;
  return data;
}
