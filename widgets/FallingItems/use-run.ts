import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newRunId } from './spawn';

export type EndReason = 'time' | 'exhausted' | 'stopped';

export interface Run {
  id: string;
  /** When the run ends (the phone's clock). */
  endsAt: number;
  /** Chosen once per run: reduced motion is read when the run starts. */
  calm: boolean;
}

/** Runs shorter than this are not started: the layer would only flash. */
const MIN_RUN_MS = 500;

interface RunOptions {
  running: boolean;
  durationMs: number;
  until: number | null | undefined;
  now: number | null | undefined;
  count: number;
  calm: () => boolean;
  emit: (event: string, payload?: Record<string, unknown>) => Promise<void>;
}

/**
 * A run's life: it starts when `running` turns true, ends when its time is up, when `end` is called
 * (every item used, the stop button) or when `running` turns false, and raises "done" once.
 */
export function useRun({ running, durationMs, until, now, count, calm, emit }: RunOptions) {
  const [run, setRun] = useState<Run | null>(null);
  const current = useRef<Run | null>(null);
  const tapped = useRef(0);
  const emitRef = useRef(emit);
  emitRef.current = emit;
  // The server's clock minus the phone's, taken when a new answer arrives.
  const skew = useMemo(() => (typeof now === 'number' ? now - Date.now() : 0), [now]);

  const end = useCallback(
    (reason: EndReason) => {
      if (!current.current) return;
      current.current = null;
      setRun(null);
      void emitRef.current('done', { reason, tapped: tapped.current, count });
    },
    [count],
  );

  useEffect(() => {
    if (!running) {
      end('stopped');
      return;
    }
    if (current.current) return;
    const start = Date.now();
    const endsAt = Math.min(start + durationMs, typeof until === 'number' ? until - skew : Infinity);
    tapped.current = 0;
    if (endsAt - start < MIN_RUN_MS) {
      void emitRef.current('done', { reason: 'time', tapped: 0, count });
      return;
    }
    current.current = { id: newRunId(), endsAt, calm: calm() };
    setRun(current.current);
    // Only a change of `running` starts or stops a run; the other settings are read when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  useEffect(() => {
    if (!run) return;
    const timer = setTimeout(() => end('time'), Math.max(0, run.endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [run, end]);

  // Leaving the screen mid-run ends it without a word: nobody is left to tell.
  useEffect(() => () => void (current.current = null), []);

  const countTap = useCallback(() => void (tapped.current += 1), []);
  return { run, end, countTap };
}
