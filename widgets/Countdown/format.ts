const two = (n: number) => String(n).padStart(2, '0');

/** Milliseconds left as the player reads them: whole seconds rounded up, so 0 shows only at the end. */
export function formatLeft(ms: number, format: 'clock' | 'seconds'): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (format === 'seconds') return String(seconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${two(minutes)}:${two(seconds % 60)}`;
}
