import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import { balanceText } from './format';
import type { BalanceProps } from './index';
import './balance.css';

export function BalanceView({ props, emit }: WidgetViewProps<BalanceProps>) {
  const text = useText();
  const { t } = useT();
  const hidden = props.hidden === true;
  const loading = props.loading === true;
  const shown = balanceText(props.amount, hidden, loading, { symbol: props.currencySymbol, position: props.currencyPosition });
  return (
    <div className={`wl-balance wl-balance--${props.size}`}>
      <span className="wl-balance__label">{text(props.label)}</span>
      <span className="wl-balance__row">
        <output className="wl-balance__amount" aria-busy={loading || undefined} aria-live="polite">
          {shown}
        </output>
        {props.showToggle ? (
          <button
            type="button"
            className="wl-balance__button"
            aria-label={String(t(hidden ? 'screens_balance_show' : 'screens_balance_hide'))}
            aria-pressed={hidden}
            onClick={() => void emit('toggle')}
          >
            <SvgIcon name={hidden ? 'eyeOff' : 'eye'} size={20} />
          </button>
        ) : null}
        {props.showRefresh ? (
          <button
            type="button"
            className={loading ? 'wl-balance__button wl-balance__button--spinning' : 'wl-balance__button'}
            aria-label={String(t('screens_balance_refresh'))}
            disabled={loading}
            onClick={() => void emit('refresh')}
          >
            <SvgIcon name="refresh" size={20} />
          </button>
        ) : null}
      </span>
    </div>
  );
}
