import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { isDrawingPage } from '../../src/render/page-drawing';
import type { WidgetViewProps } from '../../src/render/widget';
import type { StackProps } from './index';

const FLEX: Record<string, string> = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', between: 'space-between' };

export function StackView({ props, children }: WidgetViewProps<StackProps>) {
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: props.direction,
    gap: props.gap,
    alignItems: FLEX[props.align],
    justifyContent: FLEX[props.justify],
    flexWrap: props.wrap ? 'wrap' : 'nowrap',
    padding: props.padding || undefined,
    minWidth: 0,
    ...(props.grow ? { flex: props.minWidth ? `1 1 ${props.minWidth}px` : '1 1 0' } : {}),
    ...(props.minWidth ? { minWidth: props.minWidth } : {}),
    ...(props.width ? { width: props.width, flex: '0 0 auto' } : {}),
    ...(props.sticky ? { position: 'sticky', top: 'calc(var(--header-h, 52px) + var(--safe-top, 0px) + 8px)', alignSelf: 'flex-start' } : {}),
    ...(props.surface ? { background: 'var(--wl-surface, #181b22)', borderRadius: 'var(--radius, 12px)' } : {}),
  };
  const className = `wl-stack wl-stack--${props.direction}`;
  if (props.deferred) {
    return (
      <DeferredStack id={props.anchor} className={className} style={style}>
        {children}
      </DeferredStack>
    );
  }
  return (
    <div id={props.anchor} className={className} style={style}>
      {children}
    </div>
  );
}

interface DeferredProps {
  id?: string;
  className: string;
  style: CSSProperties;
  children?: ReactNode;
}

/**
 * A stack whose children are drawn once it comes within a screen's height of the viewport (at once
 * where nothing can observe it: snapshots, old browsers; a page drawn for the browser to hydrate
 * keeps it waiting, as the browser's first render will). Its own component, so ordinary stacks pay
 * for no hooks.
 */
function DeferredStack({ id, className, style, children }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(typeof IntersectionObserver === 'undefined' && !isDrawingPage());
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    // A drawn page hydrated where nothing can observe (an old browser): draw now.
    if (typeof IntersectionObserver === 'undefined') return setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return (
    // data-deferred marks a stack still waiting to be drawn: tools that picture a screen wait for those in view.
    <div ref={ref} id={id} className={className} style={shown ? style : { ...style, minHeight: 160 }} data-deferred={shown ? undefined : ''}>
      {shown ? children : null}
    </div>
  );
}
