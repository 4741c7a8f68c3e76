import { useText } from '../../render/use-text';

/**
 * Built-in status pages, used only when the merchant's "maintenance" / "regionBlocked" layouts
 * are missing (they may be exactly what failed to load while the platform is down).
 */
export function MaintenancePage() {
  const text = useText();
  return (
    <section className="status-page" data-status="maintenance">
      <h1 className="status-page__title">{text('t:app_maintenance_title')}</h1>
      <p className="status-page__text">{text('t:app_maintenance_text')}</p>
    </section>
  );
}

export function RegionBlockedPage({ ip }: { ip?: string }) {
  const text = useText();
  return (
    <section className="status-page" data-status="regionBlocked">
      <h1 className="status-page__title">{text('t:app_region_title')}</h1>
      <p className="status-page__text">{text('t:app_region_text')}</p>
      {ip && <p className="status-page__meta">{text('t:app_status_ip', { ip })}</p>}
    </section>
  );
}
