import { useText } from '../../render/use-text';
import { ChromeIcon } from './icons';

interface Props {
  title: string | null;
  onBack: () => void;
}

/** The simple header of login, register and app pages: back control and the page title. */
export function BackBar({ title, onBack }: Props) {
  const text = useText();
  return (
    <header className="back-bar">
      <button type="button" className="back-bar__back" onClick={onBack} aria-label={text('t:app_back')}>
        <ChromeIcon name="back" />
      </button>
      <h1 className="back-bar__title">{text(title ?? '')}</h1>
    </header>
  );
}

export function TopBar({ title }: { title: string }) {
  const text = useText();
  return (
    <div className="top-bar" role="heading" aria-level={1}>
      {text(title)}
    </div>
  );
}
