/**
 * Whether the player's finger (or mouse, or keyboard) is busy: a pointer is down, or the page was
 * touched, scrolled or typed in a moment ago. Pop-ups that arrive on their own wait for a quiet
 * moment, so none appears under a tap that has already started (it would take the tap).
 */
let pointersDown = 0;
let lastInteraction = Number.NEGATIVE_INFINITY;
let watching = false;

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
}

/** Resolves once no pointer is down and nothing happened for `quietMs`; `cancelled` ends the wait early (false). */
export function untilIdle(quietMs: number, cancelled: () => boolean = () => false): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (cancelled()) return resolve(false);
      const wait = lastInteraction + quietMs - now();
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
