import { useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { ImageProps } from './index';
import { safeImageSrc } from './safe-src';

export function ImageView({ props }: WidgetViewProps<ImageProps>) {
  const text = useText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = safeImageSrc(props.src);
  if (!src || failedSrc === src) return null;
  return (
    <img
      className="wl-image"
      src={src}
      alt={text(props.alt)}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{ objectFit: props.fit, borderRadius: props.rounded ? 12 : undefined, maxWidth: '100%' }}
    />
  );
}
