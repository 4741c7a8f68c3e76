import { useEffect, useState } from 'react';

/** Seconds left in the run, and a bar that empties (one CSS animation of its transform). */
export function TimeLeft({ endsAt, text }: { endsAt: number; text: (seconds: number) => string }) {
  const [seconds, setSeconds] = useState(() => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
  // Read once: changing an animation's duration while it runs would make the bar jump.
  const [total] = useState(() => Math.max(1, endsAt - Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return (
    <div className="wl-fall__time">
      <span className="wl-fall__seconds" role="timer" aria-live="off">
        {text(seconds)}
      </span>
      <span className="wl-fall__bar" aria-hidden="true">
        <span style={{ animationDuration: `${total}ms` }} />
      </span>
    </div>
  );
}
