import { useSignals } from '@preact/signals-react/runtime';
import { LayoutRenderer } from '../../render/layout-renderer';
import { useRenderEnv } from '../../render/render-env';
import { useText } from '../../render/use-text';
import { modals, toggleModal } from '../../state/ui';
import { ChromeIcon } from './icons';
import { SERVICE_MODAL } from './service-modal';

/** An operator may publish a fragment with this id to fill the sheet (customer-service list). */
export const SERVICE_FRAGMENT = 'service';

/** The customer-service sheet over the page. */
export function ServiceSheet() {
  useSignals();
  const env = useRenderEnv();
  const text = useText();
  if (!modals.value[SERVICE_MODAL]) return null;
  const close = () => toggleModal(SERVICE_MODAL, false);
  const fragment = env.getDocument(SERVICE_FRAGMENT);
  return (
    <div className="sheet-backdrop" onClick={close}>
      <section className="sheet" role="dialog" aria-modal="true" aria-label={text('t:app_service_title')} onClick={(e) => e.stopPropagation()}>
        <header className="sheet__head">
          <h2>{text('t:app_service_title')}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={text('t:app_close')}>
            <ChromeIcon name="close" />
          </button>
        </header>
        {fragment?.kind === 'fragment' ? (
          <LayoutRenderer document={fragment} collectFields={false} />
        ) : (
          <>
            <p className="sheet__text">{text('t:app_service_hint')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                close();
                env.navigate('/m/message');
              }}
            >
              {text('t:app_service_message')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
