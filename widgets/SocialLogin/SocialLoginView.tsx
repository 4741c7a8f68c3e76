import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import type { SocialLoginProps } from './index';

const BRAND = { facebook: '#1877f2', google: '#ffffff' } as const;
const INK = { facebook: '#ffffff', google: '#4285f4' } as const;

export function SocialLoginView({ props, emit }: WidgetViewProps<SocialLoginProps>) {
  const text = useText();
  const { t } = useT();
  // Providers whose `when` fails were removed by the engine.
  const shown = props.providers;
  if (shown.length === 0) return null;
  return (
    <div className="wl-social" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <span style={{ fontSize: 13, color: 'var(--wl-text-muted, #a9b1c2)' }}>{text(props.title)}</span>
      <div style={{ display: 'flex', gap: 20 }}>
        {shown.map(({ id }) => (
          <button
            key={id}
            type="button"
            aria-label={String(t(`screens_social_${id}`))}
            onClick={() => void emit('select', { provider: id })}
            style={{
              width: 48, height: 48, borderRadius: '50%', border: 0, cursor: 'pointer',
              display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: BRAND[id], color: INK[id],
            }}
          >
            <SvgIcon name={id} size={24} />
          </button>
        ))}
      </div>
    </div>
  );
}
