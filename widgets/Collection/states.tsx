import { useEffect, useState } from 'react';
import { useText } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';

/** The spec's loading indicator shows for at most 3 s; the placeholders stay, so nothing goes blank. */
export const LOADING_INDICATOR_MS = 3000;

export function LoadingState({ layout }: { layout: string }) {
  const text = useText();
  const [spinning, setSpinning] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setSpinning(false), LOADING_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const placeholders = layout === 'grid' ? 6 : 3;
  return (
    <div className="wl-collection__state" role="status" aria-live="polite" aria-busy="true">
      <span className="wl-visually-hidden">{text('t:common_loading')}</span>
      {spinning ? <span className="wl-collection__spinner" aria-hidden="true" /> : null}
      <div className={layout === 'grid' ? 'wl-collection__skeleton wl-collection__skeleton--grid' : 'wl-collection__skeleton'} aria-hidden="true">
        {Array.from({ length: placeholders }, (_, i) => (
          <span key={i} className="wl-collection__bone" />
        ))}
      </div>
    </div>
  );
}

export function EmptyState() {
  const text = useText();
  return (
    <div className="wl-collection__state wl-collection__state--empty" role="status">
      <SvgIcon name="inbox" size={36} />
      <p>{text('t:common_empty')}</p>
    </div>
  );
}

/** The reason says something beyond "it failed" (a bare "unknown error" under "could not load" says nothing twice). */
export function tellsWhy(message: string | undefined): message is string {
  return Boolean(message) && message !== 't:common_err_unknown';
}

export function ErrorState({ text: message, onRetry }: { text?: string; onRetry: () => void }) {
  const text = useText();
  return (
    <div className="wl-collection__state wl-collection__state--error" role="alert">
      <SvgIcon name="cloudOff" size={36} />
      <p className="wl-collection__state-title">{text('t:common_load_failed')}</p>
      {tellsWhy(message) ? <p className="wl-collection__state-detail">{text(message)}</p> : null}
      <button type="button" className="wl-collection__retry" onClick={onRetry}>
        <SvgIcon name="refresh" size={18} />
        <span>{text('t:common_retry')}</span>
      </button>
    </div>
  );
}
