import { useText } from '../../render/use-text';

interface Props {
  /** What went wrong, for support (shown small under the friendly text). */
  detail?: string;
  onRetry: () => void;
}

/** The template (site settings) could not be loaded: nothing else can render, so offer a retry. */
export function BootErrorScreen({ detail, onRetry }: Props) {
  const text = useText();
  return (
    <section className="status-page" role="alert">
      <h1 className="status-page__title">{text('t:app_boot_failed_title')}</h1>
      <p className="status-page__text">{text('t:app_boot_failed_text')}</p>
      {detail && <p className="status-page__meta">{text(detail)}</p>}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {text('t:app_retry')}
      </button>
    </section>
  );
}
