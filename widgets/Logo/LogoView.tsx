import { useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { safeImageSrc } from '../Image/safe-src';
import type { LogoProps } from './index';
import './logo.css';
import { useT } from '../../src/render/use-text';

export function LogoView({ props, emit }: WidgetViewProps<LogoProps>) {
  const { t } = useT();
  const [broken, setBroken] = useState<string | null>(null);
  const title = props.title ?? '';
  const src = safeImageSrc(props.src);
  const label = String(t('screens_logo_home', { title }));
  return (
    <button type="button" className="wl-logo" aria-label={label} onClick={() => void emit('press')}>
      {src && broken !== src ? (
        <img src={src} alt="" style={{ height: props.height }} onError={() => setBroken(src)} />
      ) : (
        <span className="wl-logo__title">{title}</span>
      )}
    </button>
  );
}
