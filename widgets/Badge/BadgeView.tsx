import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { BadgeProps } from './index';
import { CountBadge, TagBadge } from './badges';

export function BadgeView({ props }: WidgetViewProps<BadgeProps>) {
  const text = useText();
  if (props.text) return <TagBadge text={text(props.text)} tone={props.tone} />;
  const count = Number(props.count ?? 0);
  return <CountBadge count={count} max={props.max} tone={props.tone} />;
}
