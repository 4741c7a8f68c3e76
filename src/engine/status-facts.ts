/**
 * What the maintenance and region pages show beside their fixed texts (`data.systemInfo` in
 * layouts): the operator's own message and planned end (PUT /ops/status), where to reach support,
 * and the address the platform saw (a blocked player quotes it to support). Read from the status
 * answer's free-form `info`, so a missing or odd field gives an empty value, never a broken page.
 */
export interface StatusFacts {
  message: string;
  /** Planned end of maintenance as sent (ISO text), or "". */
  end: string;
  supportEmail: string;
  customerService: { id: string; type: string; name: string; link: string }[];
  ip: string;
}

interface StatusAnswer {
  info?: Record<string, unknown>;
  location?: { ip?: unknown };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export function statusFacts(status: StatusAnswer | null | undefined): StatusFacts {
  const info = status?.info ?? {};
  const entries = Array.isArray(info.customerService) ? (info.customerService as unknown[]) : [];
  const customerService = entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const link = text(e.link);
    return link ? [{ id: text(e.id), type: text(e.type), name: text(e.name) || link, link }] : [];
  });
  return {
    message: text(info.maintenanceMessage),
    end: text(info.maintenanceEnd),
    supportEmail: text(info.supportEmail),
    customerService,
    ip: text(status?.location?.ip),
  };
}
