import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { boot } from '../../state/platform';
import { BootErrorScreen } from '../pages/BootErrorScreen';
import { BootScreen } from '../pages/BootScreen';

/** The app renders only once the platform booted; a template failure gets a retry screen. */
export function BootGate({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  useSignals();
  const state = boot.value;
  if (state.phase === 'loading') return <BootScreen />;
  if (state.phase === 'error') return <BootErrorScreen detail={state.error} onRetry={onRetry} />;
  return <>{children}</>;
}
