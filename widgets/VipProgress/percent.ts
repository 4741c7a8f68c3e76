/** 0..1 progress as a whole percent, rounded like the context's data.vipPercent, kept in 0..100. */
export function wholePercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress * 100)));
}
