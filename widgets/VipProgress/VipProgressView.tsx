import { useId } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { TagBadge } from '../Badge/badges';
import { wholePercent } from './percent';
import type { VipProgressProps } from './index';
import './vip.css';

export function VipProgressView({ props }: WidgetViewProps<VipProgressProps>) {
  const text = useText();
  const labelId = useId();
  // Not known yet (the member's rank has not answered, or the page was drawn before it): a loading
  // bar says so, where 0 % would tell the member they have made no progress.
  const known = typeof props.progress === 'number';
  const percent = known ? wholePercent(props.progress ?? 0) : 0;
  const clubLabel = props.clubLabel ?? '';
  return (
    <div className="wl-vip">
      <div className="wl-vip__head">
        <span id={labelId} className="wl-vip__title">{text(props.label)}</span>
        {props.showLabel && clubLabel ? <TagBadge text={clubLabel} /> : null}
        <span className="wl-vip__percent">{known ? `${percent}%` : '--'}</span>
      </div>
      <div
        className="wl-vip__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-busy={known ? undefined : true}
      >
        <div className="wl-vip__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
