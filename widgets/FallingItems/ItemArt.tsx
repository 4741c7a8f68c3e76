import { SvgIcon } from '../Icon/SvgIcon';
import type { IconName } from '../Icon/icons';

/** The item's face: the operator's picture, an icon of the set, or a red envelope drawn inline (no request). */
export function ItemArt({ image, icon, size }: { image?: string; icon?: IconName; size: number }) {
  if (image) return <img className="wl-fall__img" src={image} alt="" width={size} height={size} draggable={false} decoding="async" />;
  if (icon) return <SvgIcon name={icon} size={Math.round(size * 0.8)} className="wl-fall__icon" />;
  return (
    <svg className="wl-fall__envelope" width={size} height={size} viewBox="0 0 48 60" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="44" height="56" rx="6" fill="#d7263d" stroke="#9e1030" strokeWidth="2" />
      <path d="M2 16 Q24 32 46 16 V8 a6 6 0 0 0 -6 -6 H8 a6 6 0 0 0 -6 6 Z" fill="#b3122c" />
      <circle cx="24" cy="24" r="8" fill="#f7c948" stroke="#c98f12" strokeWidth="2" />
      <path d="M21 21 L24 25 L27 21 M24 25 V29 M21 26 H27" stroke="#9e1030" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
