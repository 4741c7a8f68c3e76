import { useEffect, type ReactNode } from 'react';

/**
 * Says once when the app's first render has committed: a drawn page has then been taken over (its
 * handlers attached) and may take taps. Adds nothing to the page, so the drawn page still matches.
 */
export function TakenOver({ onTakenOver, children }: { onTakenOver: () => void; children: ReactNode }) {
  useEffect(() => onTakenOver(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <>{children}</>;
}
