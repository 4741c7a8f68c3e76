import { useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { ImageProps } from './index';
import { safeImageSrc } from './safe-src';
import './image.css';

export function ImageView({ props, emit }: WidgetViewProps<ImageProps>) {
  const text = useText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = safeImageSrc(props.src);
  if (!src || failedSrc === src) return null;
  const image = (
    <img
      className="wl-image"
      src={src}
      alt={props.pressable ? '' : text(props.alt)}
      width={props.width}
      height={props.height}
      loading={props.priority ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      style={{
        objectFit: props.fit,
        borderRadius: props.rounded ? 12 : undefined,
        maxWidth: '100%',
        ...(props.block ? { display: 'block', width: '100%', height: 'auto' } : {}),
      }}
    />
  );
  if (!props.pressable) return image;
  return (
    <button type="button" className="wl-image-button" aria-label={text(props.alt) || undefined} onClick={() => void emit('press')}>
      {image}
    </button>
  );
}
