import { useEffect, useRef, useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { safeImageSrc } from '../Image/safe-src';
import { SvgIcon } from '../Icon/SvgIcon';
import { afterNextFrame } from '../_lib/when-idle';
import type { ChipProps } from './index';
import './chip.css';

export function ChipView({ props, emit }: WidgetViewProps<ChipProps>) {
  const text = useText();
  const button = useRef<HTMLButtonElement>(null);
  const image = safeImageSrc(props.image);
  const [broken, setBroken] = useState<string | null>(null);
  // The chosen vendor or category comes into view in its scrolling strip, after the frame that shows
  // the choice: scrolling in the effect forced a layout of the page inside the tap's own frame.
  useEffect(() => {
    if (!props.selected) return;
    return afterNextFrame(() => button.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' }));
  }, [props.selected]);
  return (
    <button
      ref={button}
      type="button"
      className={`wl-chip wl-chip--${props.variant} wl-chip--${props.tone}${props.selected ? ' wl-chip--selected' : ''}`}
      aria-pressed={props.selected}
      onClick={() => void emit('press')}
    >
      {image && broken !== image ? <img src={image} alt="" width={props.variant === 'card' ? 48 : 20} height={props.variant === 'card' ? 48 : 20} loading="lazy" onError={() => setBroken(image)} /> : null}
      {props.icon ? <SvgIcon name={props.icon} size={props.variant === 'side' ? 22 : 18} /> : null}
      <span className="wl-chip__label">{text(props.label)}</span>
      {props.hint !== undefined && props.hint !== '' ? <span className="wl-chip__hint">{String(props.hint)}</span> : null}
    </button>
  );
}
