import { useId, type CSSProperties } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { MenuListProps } from './index';
import { MenuVariantContext } from './menu-variant';
import './menu.css';

export function MenuListView({ props, children }: WidgetViewProps<MenuListProps>) {
  const text = useText();
  const headingId = useId();
  const title = text(props.title);
  return (
    <nav className="wl-menu" aria-labelledby={title ? headingId : undefined}>
      {title ? <h3 id={headingId} className="wl-menu__title">{title}</h3> : null}
      <ul
        className={`wl-menu__items wl-menu__items--${props.variant}`}
        style={props.variant === 'tiles' ? ({ '--wl-menu-columns': props.columns } as CSSProperties) : undefined}
      >
        <MenuVariantContext.Provider value={props.variant}>{children}</MenuVariantContext.Provider>
      </ul>
    </nav>
  );
}
