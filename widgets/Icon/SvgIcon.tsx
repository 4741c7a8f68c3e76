import { useIconPath } from './icon-paths';
import type { IconName } from './icons';

interface SvgIconProps {
  name: IconName;
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
}

export function SvgIcon({ name, size = 24, label, className }: SvgIconProps) {
  const path = useIconPath(name);
  return (
    <svg
      className={className ? `wl-icon ${className}` : 'wl-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      {path ? <path d={path} /> : null}
    </svg>
  );
}
