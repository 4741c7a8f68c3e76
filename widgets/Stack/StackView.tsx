import type { CSSProperties } from 'react';
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
    ...(props.grow ? { flex: '1 1 0' } : {}),
  };
  return (
    <div id={props.anchor} className={`wl-stack wl-stack--${props.direction}`} style={style}>
      {children}
    </div>
  );
}
