import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The spec's page transition: a 300 ms fade in. */
export const PAGE_FADE_MS = 300;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades each new page in (spec: 300 ms), except when the player goes back (a back swipe or the back
 * button: the page they return to is already known to them, and a fade there fights the swipe) and
 * for players who ask for reduced motion. The first page of a visit is not faded either: nothing
 * was on screen to fade from. Web Animations, not a CSS class: no remount, nothing left behind.
 */
export function PageFade({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const page = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP' || prefersReducedMotion()) return;
    page.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_MS, easing: 'ease-out' });
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="page-fade" ref={page} data-navigation={navigationType.toLowerCase()}>
      {children}
    </div>
  );
}
