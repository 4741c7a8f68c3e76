import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import type { PanelToggleProps } from './index';

export function PanelToggleView({ props, emit }: WidgetViewProps<PanelToggleProps>) {
  const text = useText();
  const open = props.open === true;
  return (
    <button
      type="button"
      className="wl-panel-toggle"
      aria-label={text(props.label)}
      aria-expanded={open}
      aria-controls={`panel-${props.modal}`}
      onClick={() => void emit('press')}
      style={{
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, flex: '0 0 auto',
        background: 'none', border: 0, color: 'var(--wl-text, #eef1f7)', cursor: 'pointer', padding: 0,
      }}
    >
      <SvgIcon name={props.icon} size={24} />
    </button>
  );
}
