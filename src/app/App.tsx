import { useMemo } from 'react';
import { RenderEnvProvider, type RenderEnv } from '../render/render-env';
import { TranslateProvider } from '../render/use-text';
import { UiHosts } from './hosts';
import { BootGate } from './gates/BootGate';
import { StatusGate } from './gates/StatusGate';
import { AppRouter, type RouterComponent } from './router/AppRouter';
import { startBoot } from './boot';
import { appEnv } from './compose';

interface Props {
  /** Tests pass a memory router; the app uses the browser router. */
  Router?: RouterComponent;
  onRetry?: () => void;
  /** Tests replace parts of the environment (widgets, documents) built by the composition root. */
  env?: Partial<RenderEnv>;
}

/** Status gate, then boot gate, then the router; toasts, dialog and loading overlay above all. */
export function App({ Router, onRetry = () => void startBoot(), env }: Props) {
  const value = useMemo(() => (env ? { ...appEnv, ...env } : appEnv), [env]);
  return (
    <RenderEnvProvider value={value}>
      <TranslateProvider>
      <StatusGate>
        <BootGate onRetry={onRetry}>
          <AppRouter Router={Router} />
        </BootGate>
      </StatusGate>
      <UiHosts />
      </TranslateProvider>
    </RenderEnvProvider>
  );
}
