import { useCallback, useEffect, useRef, useState } from 'react';

/** What a tapped item showed where it was tapped: "…" until its `text` arrives. */
export interface Burst {
  /** The tap's key (unique per run and item). */
  key: string;
  index: number;
  x: number;
  y: number;
  text: string | null;
}

/** A revealed burst stays this long; one whose answer never comes goes after WAIT_MS. */
export const SHOW_MS = 1500;
export const WAIT_MS = 4000;

/** The bursts of a run, each told its text by `reveal` (matched by the tap's key) and then removed. */
export function useBursts(reveal: { key: string; text: string } | null | undefined) {
  const [bursts, setBursts] = useState<Burst[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const removeLater = useCallback((key: string, ms: number) => {
    clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        setBursts((list) => list.filter((b) => b.key !== key));
      }, ms),
    );
  }, []);

  const add = useCallback(
    (burst: Omit<Burst, 'text'>) => {
      setBursts((list) => [...list, { ...burst, text: null }]);
      removeLater(burst.key, WAIT_MS);
    },
    [removeLater],
  );

  const revealKey = reveal?.key;
  const revealText = reveal?.text;
  useEffect(() => {
    if (revealKey === undefined || revealText === undefined) return;
    setBursts((list) => list.map((b) => (b.key === revealKey && b.text === null ? { ...b, text: revealText } : b)));
    if (timers.current.has(revealKey)) removeLater(revealKey, SHOW_MS);
  }, [revealKey, revealText, removeLater]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { bursts, add };
}
