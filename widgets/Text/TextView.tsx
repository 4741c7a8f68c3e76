import type { WidgetViewProps } from '../../src/render/widget';
import { textParams, useText } from '../../src/render/use-text';
import type { TextProps } from './index';
import './text.css';

const TAGS = { title: 'h1', subtitle: 'h2', body: 'p', caption: 'p', muted: 'p', error: 'p' } as const;

export function TextView({ props }: WidgetViewProps<TextProps>) {
  const text = useText();
  // A parameter may itself be a text key ("t:funds_channel_bank|Bank"): it is shown translated.
  const params = textParams(text, props.params);
  const Tag = TAGS[props.variant];
  return (
    <Tag
      className={`wl-text wl-text--${props.variant}${props.tone === 'default' ? '' : ` wl-text--${props.tone}`}${props.nowrap ? ' wl-text--nowrap' : ''}`}
      style={{ textAlign: props.align === 'start' ? undefined : props.align }}
      role={props.variant === 'error' ? 'alert' : undefined}
    >
      {text(props.text, params)}
    </Tag>
  );
}
