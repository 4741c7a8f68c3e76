import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownWidget } from '../../widgets/Countdown';
import { formatLeft } from '../../widgets/Countdown/format';
import { renderWidget } from './helpers';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it.each([
    [0, 'clock', '00:00'],
    [1, 'clock', '00:01'],
    [59_001, 'clock', '01:00'],
    [65_000, 'clock', '01:05'],
    [3_723_000, 'clock', '1:02:03'],
    [-5_000, 'clock', '00:00'],
    [245_000, 'seconds', '245'],
  ] as const)('%i ms left reads %s as %s', (ms, format, shown) => {
    expect(formatLeft(ms, format)).toBe(shown);
  });

  it('ticks each second inside its text and raises "end" once at zero', async () => {
    const { emit } = renderWidget(countdownWidget, { to: T0 + 3_000, text: 't:rain_starts_in' }, { ctx: {} });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('距开始 00:03');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('距开始 00:02');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(timer.textContent).toBe('距开始 00:00');
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('end', { to: T0 + 3_000 });
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('counts on the server clock when given one (the phone runs 20 s late here)', () => {
    renderWidget(countdownWidget, { to: T0 + 60_000 + 20_000, now: T0 + 20_000 }, { ctx: {} });
    expect(screen.getByRole('timer').textContent).toBe('01:00');
  });

  it('a moment already past ends at once, once; a new one counts again', async () => {
    const { emit, rerenderWith } = renderWidget(countdownWidget, { to: { $: { var: 'state.to' } } }, { ctx: { state: { to: T0 - 1 } } });
    expect(emit).toHaveBeenCalledTimes(1);
    rerenderWith({ state: { to: T0 - 1 } });
    expect(emit).toHaveBeenCalledTimes(1);
    rerenderWith({ state: { to: T0 + 2_000 } });
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('shows nothing without a moment', () => {
    const { container } = renderWidget(countdownWidget, { to: null }, { ctx: {} });
    expect(container.textContent).toBe('');
  });
});
