import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { BurstText } from './BurstText';
import { fallTimeOf, laneOf, spawnEveryMs } from './spawn';
import type { Burst } from './use-bursts';

interface Item {
  index: number;
  lane: number;
  fallMs: number;
}

interface FallingProps {
  runId: string;
  endsAt: number;
  count: number;
  fallMs: number;
  maxOnScreen: number;
  size: number;
  art: ReactNode;
  itemLabel: string;
  bursts: Burst[];
  text: (value: string) => string;
  onTap: (index: number, at: { x: number; y: number }) => void;
  /** Every item has fallen or been tapped, and no answer is awaited. */
  onExhausted: () => void;
}

/**
 * Items fall from the top, a few at a time: each is one button moved by a CSS animation of its
 * transform (the compositor's work, no layout or script per frame); it leaves when it has fallen
 * or is tapped. A tap counts on pointer down, where the finger meets it, not where it went since.
 */
export function Falling(props: FallingProps) {
  const { runId, endsAt, count, fallMs, maxOnScreen } = props;
  const items = useRef<Item[]>([]);
  const next = useRef(0);
  const field = useRef<HTMLDivElement>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const every = spawnEveryMs(endsAt - Date.now(), fallMs, count);
    const spawn = () => {
      if (next.current >= count || items.current.length >= maxOnScreen) return;
      const index = next.current++;
      items.current = [...items.current, { index, lane: laneOf(runId, index), fallMs: fallTimeOf(runId, index, fallMs) }];
      redraw();
    };
    spawn();
    const timer = setInterval(spawn, every);
    return () => clearInterval(timer);
  }, [runId, endsAt, count, fallMs, maxOnScreen]);

  const { bursts, onExhausted } = props;
  useEffect(() => {
    if (next.current >= count && items.current.length === 0 && bursts.length === 0) onExhausted();
  });

  const leave = (index: number) => {
    items.current = items.current.filter((item) => item.index !== index);
    redraw();
  };
  const tap = (index: number, target: HTMLElement) => {
    if (!items.current.some((item) => item.index === index)) return;
    const box = target.getBoundingClientRect();
    const origin = field.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    leave(index);
    props.onTap(index, { x: box.left - origin.left + box.width / 2, y: box.top - origin.top + box.height / 2 });
  };

  return (
    <div ref={field} className="wl-fall__field">
      {items.current.map((item) => (
        <button
          key={item.index}
          type="button"
          className="wl-fall__item"
          aria-label={props.itemLabel}
          style={{ left: `calc((100% - ${props.size}px) * ${item.lane.toFixed(4)})`, top: -props.size - 8, width: props.size, height: props.size, animationDuration: `${item.fallMs}ms` }}
          onPointerDown={(event) => tap(item.index, event.currentTarget)}
          // Keyboard presses arrive as clicks only (a pointer's click follows its pointer down, which already counted).
          onClick={(event) => tap(item.index, event.currentTarget)}
          onAnimationEnd={() => leave(item.index)}
        >
          {props.art}
        </button>
      ))}
      {props.bursts.map((burst) => (
        <BurstText key={burst.key} burst={burst} text={props.text} style={{ left: burst.x, top: burst.y }} />
      ))}
    </div>
  );
}
