import { UiHosts } from './hosts';
import { BootGate } from './gates/BootGate';
import { StatusGate } from './gates/StatusGate';
import { AppRouter, type CreateRouter } from './router/AppRouter';
import { startBoot } from './boot';

interface Props {
  /** Tests pass a memory router; the app uses the browser router. */
  createRouter?: CreateRouter;
  onRetry?: () => void;
}

/** Status gate, then boot gate, then the router; toasts, dialog and loading overlay above all. */
export function App({ createRouter, onRetry = () => void startBoot() }: Props) {
  return (
    <>
      <StatusGate>
        <BootGate onRetry={onRetry}>
          <AppRouter createRouter={createRouter} />
        </BootGate>
      </StatusGate>
      <UiHosts />
    </>
  );
}
