import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element can be seen now: inside the viewport and the page not hidden. Parts that
 * move by themselves (tickers, carousels on autoplay) stop while nobody can see them: on a phone's
 * home they kept about a seventh of a core busy after the player had scrolled past them. Where
 * nothing can observe (server rendering, old browsers) it says "seen", so they move as before.
 */
export function useInView(ref: RefObject<Element | null>, enabled = true): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [pageShown, setPageShown] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);

  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const update = () => setPageShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [enabled]);

  return onScreen && pageShown;
}
