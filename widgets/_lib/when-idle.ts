/**
 * Runs `work` after the next frame has been painted (in a task of its own, not in that frame);
 * answers a function that cancels it. For what reads or changes the layout but need not be in the
 * frame that shows a change.
 */
export function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeoutMs`);
 * answers a function that cancels it. Where idle callbacks are missing (Safari, tests), after a
 * painted frame.
 */
export function whenIdle(work: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  return afterNextFrame(work);
}
