import { useEffect, useRef } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { useScreen } from '../../src/render/screen-context';
import { parseBinding, readBinding, writeBinding } from '../_lib/binding';
import { useSignalValue } from '../../src/render/use-signal-value';
import type { TabsProps } from './index';
import './tabs.css';

export function TabsView({ props, emit }: WidgetViewProps<TabsProps>) {
  const text = useText();
  const store = useScreen();
  const form = useSignalValue(store.form);
  const state = useSignalValue(store.state);
  const binding = parseBinding(props.bind);
  const current = readBinding({ form, state }, binding);
  // Tabs whose `when` fails were removed by the engine.
  const visible = props.tabs;
  const selected = visible.find((tab) => tab.value === current) ?? visible[0];

  // A hidden or missing value (e.g. "sms" after the SMS switch went off) falls back to the first tab.
  useEffect(() => {
    if (selected && selected.value !== current) writeBinding(store, binding, selected.value);
  }, [selected?.value, current]); // eslint-disable-line react-hooks/exhaustive-deps

  // In a bar that scrolls sideways, a tab the player chose comes wholly into view once drawn as
  // chosen (its bold label is wider). Never on mount: that could scroll the page to the bar.
  const bar = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    bar.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected?.value]);

  if (visible.length === 0) return null;
  const choose = (value: string) => {
    if (value === current) return;
    writeBinding(store, binding, value);
    void emit('change', { value });
  };

  return (
    <div ref={bar} className={`wl-tabs wl-tabs--${props.variant}`} role="tablist">
      {visible.map((tab) => {
        const active = tab.value === selected?.value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'wl-tabs__tab wl-tabs__tab--active' : 'wl-tabs__tab'}
            onClick={() => {
              chosen.current = true;
              choose(tab.value);
            }}
          >
            {text(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
