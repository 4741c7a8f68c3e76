import type { WidgetViewProps } from '../../src/render/widget';
import { useRenderEnv } from '../../src/render/render-env';
import { useText, useT } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import type { PageTitleProps } from './index';
import './page-title.css';

export function PageTitleView({ props, node, emit }: WidgetViewProps<PageTitleProps>) {
  const text = useText();
  const { t } = useT();
  const { back } = useRenderEnv();
  // Without actions of its own the arrow goes one page back (home when the page was opened directly).
  const goBack = () => (node.on.back?.length ? void emit('back') : back());
  return (
    <div className="wl-page-title">
      {props.back ? (
        <button type="button" className="wl-page-title__back" aria-label={String(t('app_back'))} onClick={goBack}>
          <SvgIcon name="back" size={22} />
        </button>
      ) : null}
      <h1 className="wl-page-title__text">{text(props.title)}</h1>
    </div>
  );
}
