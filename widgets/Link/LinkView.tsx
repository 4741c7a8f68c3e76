import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { RouteLink } from '../_lib/route-link';
import { useReachable } from '../_lib/reachable';
import { SvgIcon } from '../Icon/SvgIcon';
import type { LinkProps } from './index';
import './link.css';

export function LinkView({ props, emit }: WidgetViewProps<LinkProps>) {
  const text = useText();
  const reachable = useReachable(props.to);
  if (!reachable) return null;
  const content = (
    <>
      {props.icon ? <SvgIcon name={props.icon} size={18} /> : null}
      <span>{text(props.label)}</span>
    </>
  );
  return (
    <div className="wl-link-row" style={{ justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end' }[props.align] }}>
      {props.to ? (
        <RouteLink to={props.to} className="wl-link" onPress={() => void emit('press')}>
          {content}
        </RouteLink>
      ) : (
        <button type="button" className="wl-link" onClick={() => void emit('press')}>
          {content}
        </button>
      )}
    </div>
  );
}
