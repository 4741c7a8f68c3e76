import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import type { AuthButtonsProps } from './index';
import '../Button/button.css';

export function AuthButtonsView({ props, emit }: WidgetViewProps<AuthButtonsProps>) {
  const text = useText();
  const showRegister = props.showRegister === true;
  const block = props.layout === 'column' ? ' wl-button--block' : '';
  return (
    <div className="wl-auth-buttons" style={{ display: 'flex', flexDirection: props.layout, gap: 8, alignItems: 'center', flexShrink: 0, whiteSpace: 'nowrap' }}>
      <button type="button" className={`wl-button wl-button--secondary wl-button--${props.size}${block}`} onClick={() => void emit('login')}>
        {text(props.loginLabel)}
      </button>
      {showRegister ? (
        <button type="button" className={`wl-button wl-button--primary wl-button--${props.size}${block}`} onClick={() => void emit('register')}>
          {text(props.registerLabel)}
        </button>
      ) : null}
    </div>
  );
}
