import { act, createEvent, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from './helpers';
import { sliderFieldWidget } from '../../widgets/SliderField';
import { readPuzzle, stepFor } from '../../widgets/SliderField/puzzle';
import { createScreenStore, setFormValue } from '../../src/state/screen';

const puzzle = {
  sliderId: 'p1', width: 280, height: 160, pieceSize: 56, pieceY: 40,
  background: 'data:image/png;base64,AA', piece: 'data:image/png;base64,AB', expiresAt: 0,
};
const handle = () => screen.getByRole('slider', { name: '拼图块位置' });

describe('SliderField', () => {
  it('asks for a puzzle when it has none, and is a required field named sliderToken', () => {
    const { props, emit } = renderWidget(sliderFieldWidget, {}, { store: createScreenStore() });
    expect(props).toMatchObject({ name: 'sliderToken', rule: 'slider', required: true });
    expect(emit).toHaveBeenCalledWith('load');
    expect(handle().getAttribute('aria-disabled')).toBe('true');
  });

  it('moves the piece with the keyboard (arrows, Page keys, Home/End) and drops it with Enter', () => {
    const store = createScreenStore({ state: { slider: puzzle } });
    const { emit } = renderWidget(sliderFieldWidget, {}, { store });
    expect(emit).not.toHaveBeenCalledWith('load');
    const slider = handle();
    expect(slider.getAttribute('aria-valuemax')).toBe('224');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuenow')).toBe('23');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('224');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('224');
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(emit).toHaveBeenCalledWith('release', { value: 22 });
  });

  it('drags the piece by the pointer in picture pixels and drops it on release', () => {
    const store = createScreenStore({ state: { slider: puzzle } });
    const { emit } = renderWidget(sliderFieldWidget, {}, { store });
    const slider = handle();
    // jsdom has no layout: the track counts as its handle's width plus one, so 1 px of finger moves the piece all the way.
    // jsdom's pointer events carry no coordinates: give them one, as a finger would.
    const at = (make: (node: Element) => Event, clientX: number) => {
      const event = make(slider);
      Object.defineProperty(event, 'clientX', { value: clientX });
      fireEvent(slider, event);
    };
    at(createEvent.pointerDown, 10);
    at(createEvent.pointerMove, 10.5);
    at(createEvent.pointerUp, 10.5);
    expect(emit).toHaveBeenCalledWith('release', { value: 112 });
  });

  it('shows the pass once the puzzle is solved, and the reason when it was refused', () => {
    const store = createScreenStore({ state: { slider: puzzle } });
    store.errors.value = { sliderToken: 't:common_err_slider_failed' };
    renderWidget(sliderFieldWidget, {}, { store });
    expect(screen.getByRole('alert').textContent).toBe('拼图未对准，请重试');
    act(() => setFormValue(store, 'sliderToken', 'pass-1'));
    expect(screen.getByRole('status').textContent).toContain('验证通过');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('offers a new puzzle', () => {
    const store = createScreenStore({ state: { slider: puzzle } });
    const { emit } = renderWidget(sliderFieldWidget, {}, { store });
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    expect(emit).toHaveBeenCalledWith('load');
  });
});

describe('slider puzzle data', () => {
  it('refuses a malformed puzzle (no images, a piece as wide as the picture)', () => {
    expect(readPuzzle(puzzle)).not.toBeNull();
    expect(readPuzzle({ ...puzzle, background: 'javascript:alert(1)' })).toBeNull();
    expect(readPuzzle({ ...puzzle, pieceSize: 280 })).toBeNull();
    expect(readPuzzle(null)).toBeNull();
  });

  it('maps keys to steps', () => {
    expect([stepFor('ArrowUp', 224), stepFor('PageDown', 224), stepFor('Tab', 224)]).toEqual([1, -22, null]);
  });
});
