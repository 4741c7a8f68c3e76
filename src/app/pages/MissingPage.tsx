import { useRenderEnv } from '../../render/render-env';
import { useText } from '../../render/use-text';

/**
 * Shown when a route's screen document disappeared after the router was built, or when the routes
 * keep redirecting (the reason says so).
 */
export function MissingPage({ reason = 't:app_page_missing', onLeave }: { reason?: string; onLeave?: () => void }) {
  const text = useText();
  const env = useRenderEnv();
  return (
    <section className="status-page" role="alert">
      <p className="status-page__text">{text(reason)}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          onLeave?.();
          env.navigate('/m/home', { replace: true });
        }}
      >
        {text('t:app_go_home')}
      </button>
    </section>
  );
}
