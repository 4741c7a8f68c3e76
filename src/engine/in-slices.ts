/**
 * Runs `each` over `items` a slice of about `sliceMs` at a time, with `pause` between slices: work
 * nobody waits for (checking or storing the rest of the layouts) leaves room for a tap or a frame
 * instead of holding the page in one long task. How to pause is the caller's (a timer in the app).
 */
export async function inSlices<T>(items: Iterable<T>, each: (item: T) => void, pause: () => Promise<void>, sliceMs = 8): Promise<void> {
  let sliceStart = Date.now();
  for (const item of items) {
    if (Date.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = Date.now();
    }
    each(item);
  }
}
