import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { evaluate } from '../../src/engine/conditions';
import type { BadgeProps } from './index';
import { CountBadge, TagBadge } from './badges';

export function BadgeView({ props, ctx }: WidgetViewProps<BadgeProps>) {
  const text = useText();
  if (props.text) return <TagBadge text={text(props.text)} tone={props.tone} />;
  const count = typeof props.count === 'number' ? props.count : Number(evaluate(props.count, ctx));
  return <CountBadge count={count} max={props.max} tone={props.tone} />;
}
