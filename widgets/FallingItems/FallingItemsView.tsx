import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText } from '../../src/render/use-text';
import { prefersReducedMotion } from '../Collection/columns';
import { CalmGrid } from './CalmGrid';
import { Falling } from './Falling';
import type { FallingItemsProps } from './index';
import { ItemArt } from './ItemArt';
import { TimeLeft } from './TimeLeft';
import { useBursts } from './use-bursts';
import { useRun, type Run } from './use-run';
import './falling-items.css';

/** Loaded on demand: only a screen with a rain on it fetches this chunk (and only when it shows). */
export default function FallingItemsView({ props, emit, children }: WidgetViewProps<FallingItemsProps>) {
  const calm = useCallback(() => props.presentation === 'grid' || (props.presentation === 'auto' && prefersReducedMotion()), [props.presentation]);
  const { run, end, countTap } = useRun({ running: props.running, durationMs: props.durationMs, until: props.until, now: props.now, count: props.count, calm, emit });
  if (!run || typeof document === 'undefined') return null;
  return createPortal(
    <Layer key={run.id} run={run} props={props} emit={emit} end={end} countTap={countTap}>
      {children}
    </Layer>,
    document.body,
  );
}

interface LayerProps {
  run: Run;
  props: FallingItemsProps;
  emit: WidgetViewProps<FallingItemsProps>['emit'];
  end: (reason: 'exhausted' | 'stopped') => void;
  countTap: () => void;
  children?: React.ReactNode;
}

/** The layer over the screen for one run: what the layout put on top, the time left, a stop button, and the items. */
function Layer({ run, props, emit, end, countTap, children }: LayerProps) {
  const text = useText();
  const { bursts, add } = useBursts(props.reveal);
  const stop = useRef<HTMLButtonElement>(null);
  const exhausted = useCallback(() => end('exhausted'), [end]);

  // Focus moves into the layer and comes back where it was; Escape stops the run.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    stop.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && end('stopped');
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [end]);

  const tap = (index: number, at = { x: 0, y: 0 }) => {
    const key = `${run.id}-${index}`;
    countTap();
    add({ key, index, ...at });
    void emit('tap', { index, key });
  };
  const art = <ItemArt image={props.image} icon={props.icon} size={props.itemSize} />;
  const itemLabel = text(props.itemLabel);
  const latest = bursts.filter((b) => b.text !== null).at(-1);

  return (
    <div className={run.calm ? 'wl-fall wl-fall--calm' : 'wl-fall'} role="dialog" aria-modal="true" aria-label={text(props.label)}>
      <div className="wl-fall__top">
        <div className="wl-fall__hud">{children}</div>
        <TimeLeft endsAt={run.endsAt} text={(seconds) => text('t:falling_time_left', { seconds })} />
        <button ref={stop} type="button" className="wl-fall__stop" onClick={() => end('stopped')}>
          {text(props.stopLabel)}
        </button>
      </div>
      {run.calm ? (
        <CalmGrid count={props.count} columns={props.columns} art={art} itemLabel={itemLabel} bursts={bursts} text={text} onTap={tap} onExhausted={exhausted} />
      ) : (
        <Falling
          runId={run.id}
          endsAt={run.endsAt}
          count={props.count}
          fallMs={props.fallMs}
          maxOnScreen={props.maxOnScreen}
          size={props.itemSize}
          art={art}
          itemLabel={itemLabel}
          bursts={bursts}
          text={text}
          onTap={tap}
          onExhausted={exhausted}
        />
      )}
      <p className="wl-fall__sr" aria-live="polite">
        {latest ? text(latest.text ?? '') : ''}
      </p>
    </div>
  );
}
