import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { dialog } from '../../state/ui';
import { LazyDialogHost } from '../lazy-parts';
import { LoadingHost } from './LoadingHost';
import { ToastHost } from './ToastHost';

export function UiHosts() {
  useSignals();
  return (
    <>
      <ToastHost />
      {dialog.value && (
        <Suspense fallback={null}>
          <LazyDialogHost />
        </Suspense>
      )}
      <LoadingHost />
    </>
  );
}
