import type { WidgetViewProps } from '../../src/render/widget';
import { useT, useText } from '../../src/render/use-text';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import type { SearchFieldProps } from './index';
import './search-field.css';

export function SearchFieldView({ props, emit }: WidgetViewProps<SearchFieldProps>) {
  const text = useText();
  const { t } = useT();
  const { value, commit, setValue } = useField(props.name, emit);
  const current = typeof value === 'string' ? value : '';
  const search = (via: 'enter' | 'icon') => void emit('search', { value: current.trim(), via });
  return (
    <div className="wl-search" role="search">
      <input
        className="wl-search__input"
        type="search"
        name={props.name}
        enterKeyHint="search"
        aria-label={text(props.label)}
        placeholder={text(props.placeholder)}
        maxLength={props.maxLength}
        value={current}
        onChange={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            search('enter');
          }
        }}
      />
      {current ? (
        <button
          type="button"
          className="wl-search__button"
          aria-label={String(t('games_search_clear'))}
          onClick={() => {
            setValue('');
            void emit('clear');
          }}
        >
          <SvgIcon name="close" size={18} />
        </button>
      ) : null}
      <button type="button" className="wl-search__button" aria-label={String(t('games_search'))} onClick={() => search('icon')}>
        <SvgIcon name="search" size={20} />
      </button>
    </div>
  );
}
