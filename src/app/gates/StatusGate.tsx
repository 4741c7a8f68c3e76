import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, type ReactNode } from 'react';
import type { ScreenDocument, FragmentDocument } from '../../engine/types';
import { LayoutRenderer } from '../../render/layout-renderer';
import { useRenderEnv } from '../../render/render-env';
import { systemStatus } from '../../state/platform';
import { createScreenStore } from '../../state/screen';
import { MaintenancePage, RegionBlockedPage } from '../pages/StatusPages';

/** Layout ids of the status pages. */
export const STATUS_LAYOUTS = { 1: 'maintenance', 2: 'regionBlocked' } as const;

/**
 * System status decides what the whole app shows: 0 the app, 1 the maintenance page, 2 the
 * region-restricted page. The status signal starts from the cached copy, so a known outage shows
 * at once while the fresh status loads.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  useSignals();
  const status = systemStatus.value;
  if (!status || status.status === 0) return <>{children}</>;
  return <StatusPage code={status.status} ip={status.location?.ip} />;
}

function StatusPage({ code, ip }: { code: 1 | 2; ip?: string }) {
  const env = useRenderEnv();
  const found = env.getDocument(STATUS_LAYOUTS[code]);
  const document = found?.kind === 'screen' || found?.kind === 'fragment' ? (found as ScreenDocument | FragmentDocument) : undefined;
  const store = useMemo(() => createScreenStore(document?.kind === 'screen' ? document.initial : undefined), [document]);
  return (
    <div className="status-frame" data-status-code={code}>
      {document ? (
        <LayoutRenderer document={document} screen={store} />
      ) : code === 1 ? (
        <MaintenancePage />
      ) : (
        <RegionBlockedPage ip={ip} />
      )}
    </div>
  );
}
