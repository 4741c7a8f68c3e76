import { entryForPath } from '../../src/engine/route-match';
import { useRenderEnv } from '../../src/render/render-env';

/**
 * Whether an in-app link leads to a published screen. An entry to a screen the merchant has not
 * published yet is left out rather than sending the player to the home page (the layout lint lists
 * such links); it shows as soon as the screen is published. A screen still coming with the rest of a
 * first visit's documents counts as published. Without a served routes document
 * (tests, the built-in copy) every link counts as reachable.
 */
export function useReachable(to: string | undefined): boolean {
  const { getDocument, screenComing } = useRenderEnv();
  if (!to) return true;
  const routes = getDocument('routes');
  if (routes?.kind !== 'routes') return true;
  const path = to.split(/[?#]/)[0];
  return Boolean(entryForPath(routes, (id) => getDocument(id)?.kind === 'screen' || screenComing(id), path));
}
