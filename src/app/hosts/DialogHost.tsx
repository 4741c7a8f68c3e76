import { useSignals } from '@preact/signals-react/runtime';
import { useText } from '../../render/use-text';
import { dialog } from '../../state/ui';

/** The dialog of confirmDialog(): resolves true on confirm, false on cancel; an alert has no cancel. */
export function DialogHost() {
  useSignals();
  const text = useText();
  const current = dialog.value;
  if (!current) return null;
  return (
    <div className="dialog-backdrop">
      <section className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={`dialog-${current.id}-title`}>
        <h2 id={`dialog-${current.id}-title`} className="dialog__title">
          {text(current.title ?? 't:app_dialog_title', current.params)}
        </h2>
        <p className="dialog__text">{text(current.text, current.params)}</p>
        <div className="dialog__actions">
          {current.cancelText === null ? null : (
            <button type="button" className="button" onClick={() => current.answer(false)}>
              {text(current.cancelText ?? 't:app_dialog_cancel')}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={() => current.answer(true)}>
            {text(current.confirmText ?? 't:app_dialog_confirm')}
          </button>
        </div>
      </section>
    </div>
  );
}
