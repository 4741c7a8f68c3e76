import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { IconProps } from './index';
import { SvgIcon } from './SvgIcon';

const COLORS = {
  text: 'var(--wl-text, #eef1f7)',
  muted: 'var(--wl-text-muted, #a9b1c2)',
  primary: 'var(--wl-primary, #f5b83d)',
  danger: 'var(--wl-danger, #ff5c6c)',
};

export function IconView({ props }: WidgetViewProps<IconProps>) {
  const text = useText();
  return (
    <span style={{ color: COLORS[props.color], display: 'inline-flex' }}>
      <SvgIcon name={props.name} size={props.size} label={text(props.label) || undefined} />
    </span>
  );
}
