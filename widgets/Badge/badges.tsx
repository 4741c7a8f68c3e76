import './badge.css';
import { useT } from '../../src/render/use-text';

/** "99+" above the cap; nothing for 0, negatives or non-numbers. */
export function formatCount(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

export function CountBadge({ count, max = 99, tone = 'danger' }: { count: number; max?: number; tone?: string }) {
  const { t } = useT();
  const shown = formatCount(count, max);
  if (!shown) return null;
  return (
    <span className={`wl-badge wl-badge--${tone}`} aria-label={String(t('screens_badge_unread', { count: shown }))}>
      {shown}
    </span>
  );
}

export function TagBadge({ text, tone = 'primary' }: { text: string; tone?: string }) {
  if (!text) return null;
  return <span className={`wl-badge wl-badge--tag wl-badge--${tone}`}>{text}</span>;
}
