import type { WidgetViewProps } from '../../src/render/widget';
import type { SpacerProps } from './index';

export function SpacerView({ props }: WidgetViewProps<SpacerProps>) {
  const style = props.size > 0 ? { flex: `0 0 ${props.size}px`, width: props.size, height: props.size } : { flex: 1 };
  return <div className="wl-spacer" aria-hidden="true" style={style} />;
}
