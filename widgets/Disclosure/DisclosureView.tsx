import { useEffect, useId, useRef } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { SvgIcon } from '../Icon/SvgIcon';
import type { DisclosureProps } from './index';
import './disclosure.css';

export function DisclosureView({ props, emit, children }: WidgetViewProps<DisclosureProps>) {
  const text = useText();
  const regionId = useId();
  const root = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(props.open);

  // Opened from outside (?i=3, ?index=2 on arrival): bring it into view once.
  useEffect(() => {
    if (props.open && !wasOpen.current) root.current?.scrollIntoView?.({ block: 'nearest' });
    wasOpen.current = props.open;
  }, [props.open]);
  useEffect(() => {
    if (props.open) root.current?.scrollIntoView?.({ block: 'start' });
    // Only on arrival: later toggles are the player's own taps.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div ref={root} id={props.anchor} className={props.open ? 'wl-disclosure wl-disclosure--open' : 'wl-disclosure'}>
      <button type="button" className="wl-disclosure__head" aria-expanded={props.open} aria-controls={regionId} onClick={() => void emit('toggle', { open: !props.open })}>
        <span className="wl-disclosure__titles">
          <span className="wl-disclosure__title">
            {props.unread ? <span className="wl-disclosure__dot" aria-label={text('t:common_unread')} /> : null}
            {text(props.title)}
          </span>
          {props.subtitle ? <span className="wl-disclosure__subtitle">{text(props.subtitle)}</span> : null}
        </span>
        <SvgIcon name="chevronDown" size={18} className="wl-disclosure__chevron" />
      </button>
      <div id={regionId} role="region" className="wl-disclosure__body" hidden={!props.open}>
        {props.open ? children : null}
      </div>
    </div>
  );
}
