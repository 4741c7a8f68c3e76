/** A stable number in [0, 1) for item `index` of run `seed`: positions and speeds vary without randomness in render. */
export function noise(seed: string, index: number, salt = 0): number {
  let h = 2166136261 ^ salt;
  for (const ch of `${seed}:${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/** Where item `index` falls, 0 (left) to 1 (right): spread by the golden ratio so neighbours never stack. */
export function laneOf(seed: string, index: number): number {
  return (index * 0.618_034 + noise(seed, index) * 0.2) % 1;
}

/** How long item `index` takes to fall: within 15 % of `fallMs`. */
export function fallTimeOf(seed: string, index: number, fallMs: number): number {
  return Math.round(fallMs * (0.85 + noise(seed, index, 7) * 0.3));
}

/** Time between two items, so `count` of them start within the run and the last still crosses most of the screen. */
export function spawnEveryMs(runMs: number, fallMs: number, count: number): number {
  return Math.max(120, Math.floor(Math.max(runMs - fallMs * 0.6, runMs / 2) / count));
}

/** A short random name for a run: keys of its taps never repeat those of another run. */
export function newRunId(): string {
  return Math.random().toString(36).slice(2, 10);
}
