import type { ReactNode } from 'react';
import { ResolvedView } from '../../src/render/resolved-view';
import { useText } from '../../src/render/use-text';
import type { WidgetViewProps } from '../../src/render/widget';
import { ErrorState, LoadingState, tellsWhy } from '../Collection/states';
import { SvgIcon } from '../Icon/SvgIcon';
import type { QueryStateProps } from './index';
import './query-state.css';

function InlineLoading({ text: label, align }: { text: string; align: string }) {
  const text = useText();
  return (
    <p className={`wl-query-state wl-query-state--${align}`} role="status" aria-live="polite" aria-busy="true">
      {text(label)}
    </p>
  );
}

function InlineError({ title, detail, align, onRetry }: { title: string; detail?: string; align: string; onRetry: () => void }) {
  const text = useText();
  return (
    <div className={`wl-query-state wl-query-state--failed wl-query-state--${align}`} role="alert">
      <p className="wl-query-state__why">
        <span className="wl-query-state__title">{text(title)}</span>
        {tellsWhy(detail) ? <span className="wl-query-state__detail">{text(detail)}</span> : null}
      </p>
      <button type="button" className="wl-button wl-button--secondary wl-button--sm" onClick={onRetry}>
        <SvgIcon name="refresh" size={20} />
        <span>{text('t:common_retry')}</span>
      </button>
    </div>
  );
}

/**
 * One declaration for a query's four states. Children are the answer's view: they stay while a
 * refresh runs or fails (the query keeps its last answer and says "ready").
 */
export function QueryStateView({ props, node, children, emit }: WidgetViewProps<QueryStateProps>): ReactNode {
  const slots = node.slots ?? {};
  const retry = () => void emit('retry');
  // No status: the query is not one the screen runs (yet); as for a query that does not run, nothing.
  switch (props.status ?? 'idle') {
    case 'idle':
      return null;
    case 'loading':
      if (slots.loading) return <ResolvedView node={slots.loading} />;
      return props.presentation === 'block' ? <LoadingState layout="list" /> : <InlineLoading text={props.loadingText} align={props.align} />;
    case 'error':
      if (slots.error) return <ResolvedView node={slots.error} />;
      return props.presentation === 'block' ? (
        <ErrorState text={props.errorText} onRetry={retry} />
      ) : (
        <InlineError title={props.failedText} detail={props.errorText} align={props.align} onRetry={retry} />
      );
    case 'empty':
      if (slots.empty) return <ResolvedView node={slots.empty} />;
      return <>{children}</>;
    default:
      return <>{children}</>;
  }
}
