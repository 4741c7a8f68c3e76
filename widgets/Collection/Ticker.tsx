import { useEffect, useRef, useState } from 'react';
import type { ResolvedNode } from '../../src/engine/types';
import { ResolvedView } from '../../src/render/resolved-view';
import { prefersReducedMotion } from './columns';
import { useInView } from '../_lib/use-in-view';

interface TickerOptions {
  direction: 'vertical' | 'horizontal';
  speed: number;
  minItems: number;
  height: number;
}

function Copy({ items, hidden }: { items: ResolvedNode[]; hidden?: boolean }) {
  return (
    <div className="wl-ticker__copy" aria-hidden={hidden || undefined} inert={hidden || undefined}>
      {items.map((item) => (
        <div key={item.key} className="wl-ticker__item" role={hidden ? undefined : 'listitem'}>
          <ResolvedView node={item} />
        </div>
      ))}
    </div>
  );
}

/**
 * An endlessly scrolling list (the winner board, the notice marquee): a CSS animation over two
 * copies of the items, at `speed` px/s, paused while touched or focused. It stands still with
 * `minItems` or fewer items and for players who prefer less motion, and pauses while out of view.
 */
export function Ticker({ items, options, label }: { items: ResolvedNode[]; options: TickerOptions; label?: string }) {
  const vertical = options.direction === 'vertical';
  const moving = items.length > options.minItems && !prefersReducedMotion();
  const copy = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(0);
  const seen = useInView(box, moving);

  useEffect(() => {
    const element = copy.current?.firstElementChild as HTMLElement | null;
    if (!moving || !element) return;
    const run = (size: number) => setSeconds(size > 0 ? size / options.speed : 0);
    if (typeof ResizeObserver === 'undefined') {
      run(vertical ? element.offsetHeight : element.offsetWidth);
      return;
    }
    // The observer's first notice comes with the size once the browser has laid the page out for
    // its next frame: reading offsetWidth here instead forced a layout of the whole page inside the
    // commit (on a drawn home, ~30 ms at full CPU speed in the middle of the takeover).
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      run(box ? (vertical ? box.blockSize : box.inlineSize) : vertical ? element.offsetHeight : element.offsetWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [moving, vertical, options.speed, items]);

  const running = moving && seconds > 0;
  return (
    <div
      ref={box}
      className={`wl-ticker wl-ticker--${options.direction}${running && !seen ? ' wl-ticker--unseen' : ''}`}
      role="list"
      aria-label={label}
      style={vertical ? { height: options.height } : undefined}
    >
      <div ref={copy} className={running ? 'wl-ticker__track wl-ticker__track--running' : 'wl-ticker__track'} style={running ? { animationDuration: `${seconds}s` } : undefined}>
        <Copy items={items} />
        {moving ? <Copy items={items} hidden /> : null}
      </div>
    </div>
  );
}
