import { useRenderEnv } from '../../render/render-env';
import { useText } from '../../render/use-text';

/** Shown when a route's screen document disappeared after the router was built. */
export function MissingPage() {
  const text = useText();
  const env = useRenderEnv();
  return (
    <section className="status-page">
      <p className="status-page__text">{text('t:app_page_missing')}</p>
      <button type="button" className="button button--primary" onClick={() => env.navigate('/m/home', { replace: true })}>
        {text('t:app_go_home')}
      </button>
    </section>
  );
}
