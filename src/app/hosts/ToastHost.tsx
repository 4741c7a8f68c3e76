import { useSignals } from '@preact/signals-react/runtime';
import { useText } from '../../render/use-text';
import { dismissToast, toasts } from '../../state/ui';

/** Toasts from showToast(); each disappears after its duration (the ui module times it). */
export function ToastHost() {
  useSignals();
  const text = useText();
  if (toasts.value.length === 0) return null;
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toasts.value.map((toast) => (
        <div key={toast.id} className="toast" onClick={() => dismissToast(toast.id)}>
          {text(toast.text, toast.params)}
        </div>
      ))}
    </div>
  );
}
