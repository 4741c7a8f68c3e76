import { useContext } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { RouteLink } from '../_lib/route-link';
import { useReachable } from '../_lib/reachable';
import { CountBadge } from '../Badge/badges';
import { SvgIcon } from '../Icon/SvgIcon';
import { MenuVariantContext } from '../MenuList/menu-variant';
import type { MenuItemProps } from './index';
import '../MenuList/menu.css';

function badgeCount(badge: unknown): number {
  const count = Number(badge ?? 0);
  return Number.isFinite(count) ? count : 0;
}

export function MenuItemView({ props, emit }: WidgetViewProps<MenuItemProps>) {
  const text = useText();
  const variant = useContext(MenuVariantContext);
  const reachable = useReachable(props.to);
  const tile = variant === 'tiles';
  const className = ['wl-menu-item', tile ? 'wl-menu-item--tile' : '', props.tone === 'danger' ? 'wl-menu-item--danger' : '']
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {props.icon ? (
        <span className="wl-menu-item__icon">
          <SvgIcon name={props.icon} size={tile ? 26 : 20} />
        </span>
      ) : null}
      <span className="wl-menu-item__label">{text(props.label)}</span>
      {props.hint ? <span className="wl-menu-item__hint">{text(props.hint)}</span> : null}
      <CountBadge count={badgeCount(props.badge)} />
      {!tile && props.to ? (
        <span className="wl-menu-item__chevron">
          <SvgIcon name="chevronRight" size={18} />
        </span>
      ) : null}
    </>
  );
  if (!reachable) return null;
  const entry = props.to ? (
    <RouteLink to={props.to} className={className} onPress={() => void emit('press')}>
      {content}
    </RouteLink>
  ) : (
    <button type="button" className={className} onClick={() => void emit('press')}>
      {content}
    </button>
  );
  // Inside a MenuList each entry is a list item; elsewhere (a Collection's cell) it stands alone.
  return variant ? <li>{entry}</li> : entry;
}
