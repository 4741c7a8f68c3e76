/** Items grouped into columns of `rows` (a carousel of games in rows of 2 slides column by column). */
export function columnsOf<T>(items: readonly T[], rows: number): T[][] {
  const size = Math.max(1, Math.floor(rows));
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

/** Width of one column when `perView` of them fit (2.7 shows a part of the third). */
export function slideBasis(perView: number): string {
  return `${(100 / Math.max(perView, 0.1)).toFixed(4)}%`;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
