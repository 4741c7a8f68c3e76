import type { WidgetViewProps } from '../../src/render/widget';
import { TagBadge } from '../Badge/badges';
import { SvgIcon } from '../Icon/SvgIcon';
import type { MemberBadgeProps } from './index';
import './member-badge.css';

export function MemberBadgeView({ props, emit }: WidgetViewProps<MemberBadgeProps>) {
  const name = props.name ?? '';
  const clubLabel = props.clubLabel ?? '';
  return (
    <button
      type="button"
      className={`wl-member-badge wl-member-badge--${props.size}`}
      aria-expanded={props.modal ? props.open === true : undefined}
      onClick={() => void emit('press')}
    >
      <span className="wl-member-badge__avatar" aria-hidden="true">
        <SvgIcon name="user" size={props.size === 'large' ? 28 : 18} />
      </span>
      <span className="wl-member-badge__text">
        <span className="wl-member-badge__name">{name}</span>
        {clubLabel ? <TagBadge text={clubLabel} tone="primary" /> : null}
      </span>
    </button>
  );
}
