import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { DividerProps } from './index';

const line = { flex: 1, height: 1, background: 'var(--wl-border, #2c3445)' };

export function DividerView({ props }: WidgetViewProps<DividerProps>) {
  const text = useText();
  const label = text(props.label);
  if (!label) return <hr className="wl-divider" style={{ border: 0, ...line, width: '100%', margin: 0 }} />;
  return (
    <div className="wl-divider" role="separator" aria-label={label} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span style={line} />
      <span style={{ fontSize: 13, color: 'var(--wl-text-muted, #a9b1c2)' }}>{label}</span>
      <span style={line} />
    </div>
  );
}
