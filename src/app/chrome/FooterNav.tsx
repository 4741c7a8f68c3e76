import type { FooterEntry } from './chrome-rules';
import { useText } from '../../render/use-text';
import { ChromeIcon } from './icons';

interface Props {
  entries: FooterEntry[];
  onPress: (entry: FooterEntry) => void;
}

/** Bottom navigation: the template's footer_nav items, the current one highlighted. */
export function FooterNav({ entries, onPress }: Props) {
  const text = useText();
  if (entries.length === 0) return null;
  return (
    <nav className="footer-nav" aria-label={text('t:app_nav_label')}>
      {entries.map((entry) => (
        <button
          key={entry.item.key}
          type="button"
          className={entry.active ? 'footer-nav__item footer-nav__item--active' : 'footer-nav__item'}
          aria-current={entry.active ? 'page' : undefined}
          data-key={entry.item.key}
          onClick={() => onPress(entry)}
        >
          <ChromeIcon name={entry.item.icon} />
          <span className="footer-nav__label">{text(entry.item.label)}</span>
        </button>
      ))}
    </nav>
  );
}
