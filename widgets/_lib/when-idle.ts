/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeoutMs`);
 * answers a function that cancels it. Where idle callbacks are missing (Safari, tests), after a
 * painted frame and a task.
 */
export function whenIdle(work: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
