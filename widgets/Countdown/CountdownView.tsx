import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { formatLeft } from './format';
import type { CountdownProps } from './index';
import './countdown.css';

/**
 * Loaded on demand: only screens with a countdown pay for it. One timer, set to the next whole
 * second, so the text changes exactly when the number does and nothing runs between.
 */
export default function CountdownView({ props, emit }: WidgetViewProps<CountdownProps>) {
  const text = useText();
  const target = props.to ?? null;
  // The server's clock minus the phone's, taken when a new answer (its `now`) arrives.
  const skew = useMemo(() => (typeof props.now === 'number' ? props.now - Date.now() : 0), [props.now]);
  const [left, setLeft] = useState(() => remaining(target, skew));
  const ended = useRef<number | null>(null);
  // The latest emit, so a re-render (a new node object) does not restart the timer.
  const emitRef = useRef(emit);
  emitRef.current = emit;

  useEffect(() => {
    if (target === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const ms = remaining(target, skew);
      setLeft(ms);
      if (ms <= 0) {
        // Once per target: a reload that answers the same moment again does not start a loop.
        if (ended.current !== target) {
          ended.current = target;
          void emitRef.current('end', { to: target });
        }
        return;
      }
      timer = setTimeout(tick, ms % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target, skew]);

  if (target === null) return null;
  const time = formatLeft(left, props.format);
  const shown = props.text ? text(props.text, { time }) : time;
  return (
    <p className={`wl-countdown wl-countdown--${props.variant}`} role="timer" aria-live="off" style={{ textAlign: props.align === 'start' ? undefined : props.align }}>
      {shown.includes(time) ? renderWithTime(shown, time) : shown}
    </p>
  );
}

const remaining = (target: number | null, skew: number) => (target === null ? 0 : target - (Date.now() + skew));

/** The time in its own span (tabular figures, so the text does not shake as digits change). */
function renderWithTime(shown: string, time: string) {
  const at = shown.indexOf(time);
  return (
    <>
      {shown.slice(0, at)}
      {/* The time left moves on between a page drawn by the platform and the app taking it over: the next tick shows it. */}
      <span className="wl-countdown__time" suppressHydrationWarning>
        {time}
      </span>
      {shown.slice(at + time.length)}
    </>
  );
}
