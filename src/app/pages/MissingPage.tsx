import { useRenderEnv } from '../../render/render-env';
import { useText } from '../../render/use-text';
import { StatusMessage } from './StatusMessage';

/**
 * Shown when a route's screen document disappeared after the router was built, or when the routes
 * keep redirecting (the reason says so).
 */
export function MissingPage({ reason = 't:app_page_missing', onLeave }: { reason?: string; onLeave?: () => void }) {
  const text = useText();
  const env = useRenderEnv();
  return (
    <StatusMessage
      text={text(reason)}
      action={text('t:app_go_home')}
      onAction={() => {
        onLeave?.();
        env.navigate('/m/home', { replace: true });
      }}
    />
  );
}
