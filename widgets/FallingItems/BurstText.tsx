import type { Burst } from './use-bursts';

/** A tapped item's answer, or a small "…" while it is on its way. Announced to screen readers by the layer's live region. */
export function BurstText({ burst, text, style }: { burst: Burst; text: (value: string) => string; style?: React.CSSProperties }) {
  return (
    <span className={burst.text === null ? 'wl-fall__burst wl-fall__burst--pending' : 'wl-fall__burst'} style={style} aria-hidden="true">
      {burst.text === null ? '…' : text(burst.text)}
    </span>
  );
}
