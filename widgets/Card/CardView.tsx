import { useId } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { CardProps } from './index';
import './card.css';

export function CardView({ props, children }: WidgetViewProps<CardProps>) {
  const text = useText();
  const titleId = useId();
  const title = text(props.title);
  return (
    <section
      className={`wl-card wl-card--${props.tone}`}
      style={{ padding: props.padding }}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? <h2 id={titleId} className="wl-card__title">{title}</h2> : null}
      <div className="wl-card__body">{children}</div>
    </section>
  );
}
