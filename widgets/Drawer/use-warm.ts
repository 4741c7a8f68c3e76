import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../_lib/when-idle';

/**
 * Whether a panel holds its content: while open, and, for a panel drawn ahead, from the first
 * moment the browser is idle after the page mounted. Drawing a side menu's content on the tap itself was
 * most of the tap's cost on a slow phone (render, DOM, style and layout of the whole panel before
 * the first frame); drawn ahead while nothing else runs, opening it only flips a class. False on
 * the first render, so a page drawn by the platform hydrates to the same markup.
 */
export function useWarm(open: boolean, ahead: boolean): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (warm || !ahead) return;
    return whenIdle(() => startTransition(() => setWarm(true)), 5000);
  }, [warm, ahead]);
  return warm || open;
}
