import { useSignals } from '@preact/signals-react/runtime';
import { useText } from '../../render/use-text';
import { loading } from '../../state/ui';

/** The blocking loading message of showLoading() ("in_please_wait" during sign-out, …). */
export function LoadingHost() {
  useSignals();
  const text = useText();
  const current = loading.value;
  if (!current) return null;
  return (
    <div className="loading-overlay" role="alert" aria-busy="true">
      <div className="loading-box">
        <span className="spinner" aria-hidden="true" />
        <span>{text(current.text)}</span>
      </div>
    </div>
  );
}
