/**
 * Whether the player's finger (or mouse, or keyboard) is busy: a pointer is down, or the page was
 * touched, scrolled or typed in a moment ago. Pop-ups that arrive on their own wait for a quiet
 * moment, so none appears under a tap that has already started (it would take the tap).
 */
let pointersDown = 0;
let lastInteraction = Number.NEGATIVE_INFINITY;
let watching = false;

/**
 * A press longer than this is taken as over: a release the page never heard of (the finger left
 * the window, the tab was switched mid-touch) must not hold pop-ups back for good.
 */
const STALE_PRESS_MS = 10_000;

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Starts following the player's input (once; the handlers chunk calls it as it loads at boot). */
export function watchInteraction(target: Pick<EventTarget, 'addEventListener'> | undefined = globalThis.window): void {
  if (watching || !target) return;
  watching = true;
  const options = { capture: true, passive: true };
  const touched = () => {
    lastInteraction = now();
  };
  const released = () => {
    pointersDown = Math.max(0, pointersDown - 1);
    touched();
  };
  target.addEventListener('pointerdown', () => {
    pointersDown += 1;
    touched();
  }, options);
  target.addEventListener('pointerup', released, options);
  target.addEventListener('pointercancel', released, options);
  for (const type of ['scroll', 'wheel', 'keydown', 'touchmove']) target.addEventListener(type, touched, options);
  // Leaving the page ends every press (its release would go elsewhere).
  target.addEventListener('blur', () => {
    pointersDown = 0;
  }, options);
}

/** Resolves once no pointer is down and nothing happened for `quietMs`; `cancelled` ends the wait early (false). */
export function untilIdle(quietMs: number, cancelled: () => boolean = () => false): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (cancelled()) return resolve(false);
      const wait = lastInteraction + quietMs - now();
      if (pointersDown > 0 && now() - lastInteraction > STALE_PRESS_MS) pointersDown = 0;
      if (pointersDown === 0 && wait <= 0) return resolve(true);
      setTimeout(check, Math.max(wait, 50));
    };
    check();
  });
}

/** Forgets what was seen (tests). */
export function resetInteraction(): void {
  pointersDown = 0;
  lastInteraction = Number.NEGATIVE_INFINITY;
}
