import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { useSignalValue } from '../../src/render/use-signal-value';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import { readPuzzle, stepFor, HANDLE_PX } from './puzzle';
import type { SliderFieldProps } from './index';
import './slider.css';

export function SliderFieldView({ props, emit, node }: WidgetViewProps<SliderFieldProps>) {
  const text = useText();
  const { t } = useT();
  const { store, value, error } = useField(props.name);
  const puzzle = readPuzzle(useSignalValue(store.state)[props.puzzleKey]);
  const [x, setX] = useState(0);
  const [checking, setChecking] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startClientX: number; startX: number } | null>(null);
  const inputId = fieldInputId(props.name, node.path);
  const passed = typeof value === 'string' && value !== '';
  const needsPuzzle = !passed && !puzzle;
  const sliderId = puzzle?.sliderId;

  // A screen showing the slider fetches its first puzzle itself; a new puzzle starts at the left.
  useEffect(() => {
    if (needsPuzzle && !error) void emit('load');
  }, [needsPuzzle]); // eslint-disable-line react-hooks/exhaustive-deps -- once per missing puzzle, not per error change
  useEffect(() => setX(0), [sliderId]);

  const travel = puzzle ? puzzle.width - puzzle.pieceSize : 1;
  const clamp = (next: number) => Math.min(travel, Math.max(0, next));
  const release = async (at: number) => {
    if (!puzzle || checking) return;
    setChecking(true);
    try {
      await emit('release', { value: Math.round(at) });
    } finally {
      setChecking(false);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!puzzle || checking || !Number.isFinite(event.clientX)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startClientX: event.clientX, startX: x };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !track.current || !Number.isFinite(event.clientX)) return;
    const trackTravel = Math.max(1, track.current.clientWidth - HANDLE_PX);
    setX(clamp(drag.current.startX + ((event.clientX - drag.current.startClientX) * travel) / trackTravel));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    void release(x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void release(x);
      return;
    }
    const step = stepFor(event.key, travel);
    if (step === null) return;
    event.preventDefault();
    setX((current) => (step === 'start' ? 0 : step === 'end' ? travel : clamp(current + step)));
  };

  const label = text(props.label);
  if (passed) {
    return (
      <FieldFrame inputId={inputId} label={label} error={error} bare>
        <div className="wl-slider__passed" id={inputId} role="status">
          <SvgIcon name="check" size={20} />
          {t('common_slider_passed')}
        </div>
      </FieldFrame>
    );
  }
  const fraction = x / travel;
  return (
    <FieldFrame inputId={inputId} label={label} required={props.required} error={error} bare>
      <div className="wl-slider">
        {puzzle ? (
          <div className="wl-slider__picture" style={{ aspectRatio: `${puzzle.width} / ${puzzle.height}` }}>
            <img src={puzzle.background} alt="" draggable={false} />
            <img
              className="wl-slider__piece"
              src={puzzle.piece}
              alt=""
              draggable={false}
              style={{ left: `${(x / puzzle.width) * 100}%`, top: `${(puzzle.pieceY / puzzle.height) * 100}%`, width: `${(puzzle.pieceSize / puzzle.width) * 100}%` }}
            />
            <button type="button" className="wl-slider__new" aria-label={String(t('common_slider_new'))} onClick={() => void emit('load')} disabled={checking}>
              <SvgIcon name="refresh" size={20} />
            </button>
          </div>
        ) : (
          <button type="button" className="wl-slider__retry" onClick={() => void emit('load')}>
            <SvgIcon name="refresh" size={20} />
            {t('common_slider_new')}
          </button>
        )}
        <div className="wl-slider__track" ref={track}>
          <div className="wl-slider__fill" style={{ width: `calc(${fraction} * (100% - ${HANDLE_PX}px) + ${HANDLE_PX / 2}px)` }} />
          <span className="wl-slider__hint" id={`${inputId}-hint`}>
            {checking ? t('common_slider_checking') : text(props.hint)}
          </span>
          <div
            className="wl-slider__handle"
            id={inputId}
            // focusField finds a field by name; the handle is where a keyboard player works the slider.
            {...{ name: props.name }}
            role="slider"
            tabIndex={puzzle ? 0 : -1}
            aria-label={String(t('common_slider_handle'))}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-valuemin={0}
            aria-valuemax={travel}
            aria-valuenow={Math.round(x)}
            aria-disabled={!puzzle || checking}
            aria-invalid={error ? true : undefined}
            style={{ left: `calc(${fraction} * (100% - ${HANDLE_PX}px))` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <SvgIcon name="back" size={20} className="wl-slider__arrow" />
          </div>
        </div>
      </div>
    </FieldFrame>
  );
}
