import { useId, useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import { LanguageFlag } from './flags';
import { languagesOf } from './languages';
import type { LanguageListProps } from './index';
import '../MenuList/menu.css';

export function LanguageListView({ props, emit }: WidgetViewProps<LanguageListProps>) {
  const text = useText();
  const { t } = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(!props.collapsible);
  const languages = languagesOf(props.languages);
  const current = (props.current ?? '').toUpperCase();
  const nameOf = (code: string) => String(t(`screens_language_${code}`, { defaultValue: code }));

  return (
    <div className="wl-menu">
      {props.collapsible ? (
        <button
          type="button"
          className="wl-menu-item"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="wl-menu-item__icon"><SvgIcon name="globe" size={20} /></span>
          <span className="wl-menu-item__label">{text(props.title)}</span>
          <span className="wl-menu-item__hint">{nameOf(current)}</span>
          <span className="wl-menu-item__chevron" style={{ transform: expanded ? 'rotate(180deg)' : undefined }}>
            <SvgIcon name="chevronDown" size={18} />
          </span>
        </button>
      ) : (
        <h3 className="wl-menu__title">{text(props.title)}</h3>
      )}
      {expanded ? (
        <ul id={listId} className="wl-menu__items wl-menu__items--list" role="radiogroup" aria-label={text(props.title)}>
          {languages.map((code) => {
            const selected = code === current;
            return (
              <li key={code} role="none">
                <button
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className="wl-menu-item"
                  onClick={() => {
                    if (!selected) void emit('select', { lang: code });
                  }}
                >
                  <LanguageFlag code={code} />
                  <span className="wl-menu-item__label">{nameOf(code)}</span>
                  {selected ? <span className="wl-menu-item__icon"><SvgIcon name="check" size={20} /></span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
