import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/api/endpoints/verification/slider', () => ({ getSliderPuzzle: vi.fn() }));
vi.mock('../../src/api/endpoints/verification/slider-check', () => ({ checkSliderPuzzle: vi.fn() }));

import { getSliderPuzzle } from '../../src/api/endpoints/verification/slider';
import { checkSliderPuzzle } from '../../src/api/endpoints/verification/slider-check';
import { ApiError } from '../../src/api/errors';
import { runActionList } from './dispatch';
import { fakeScope } from './fake-scope';

const puzzle = (id: string) => ({ sliderId: id, width: 280, height: 160, pieceSize: 56, pieceY: 10, background: 'data:image/png;base64,A', piece: 'data:image/png;base64,B', expiresAt: 0 });

afterEach(() => vi.clearAllMocks());

describe('slider.load', () => {
  it('puts a new puzzle in state and forgets the spent pass', async () => {
    vi.mocked(getSliderPuzzle).mockResolvedValue(puzzle('p2'));
    const { scope, screen } = fakeScope();
    screen.form.value = { sliderToken: 'spent' };
    await runActionList([{ do: 'slider.load' }], scope);
    expect(screen.state.value.slider).toMatchObject({ sliderId: 'p2' });
    expect(screen.form.value.sliderToken).toBe('');
  });

  it('says so on the field when no puzzle can be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getSliderPuzzle).mockRejectedValue(new ApiError('network', 'offline'));
    const { scope, screen } = fakeScope();
    await runActionList([{ do: 'slider.load' }], scope);
    expect(screen.state.value.slider).toBeNull();
    expect(screen.errors.value.sliderToken).toBe('t:common_slider_load_failed');
  });
});

describe('slider.check', () => {
  it('stores the pass of a right drop in form.sliderToken and clears the complaint', async () => {
    vi.mocked(checkSliderPuzzle).mockResolvedValue({ sliderToken: 'pass-9', expiresAt: 0 });
    const { scope, screen } = fakeScope();
    screen.state.value = { slider: puzzle('p1') };
    screen.errors.value = { sliderToken: 't:rules_slider_required' };
    await runActionList([{ do: 'slider.check' }], { ...scope, event: { value: 151.6 } });
    expect(checkSliderPuzzle).toHaveBeenCalledWith({ sliderId: 'p1', sliderX: 151.6 });
    expect(screen.form.value.sliderToken).toBe('pass-9');
    expect(screen.errors.value.sliderToken).toBeUndefined();
  });

  it('a wrong drop: the reason on the field, a new puzzle, and the list stops', async () => {
    vi.mocked(checkSliderPuzzle).mockRejectedValue(new ApiError('http', 'Verification failed', { status: 400, code: 'slider.failed', data: { field: 'sliderToken' } }));
    vi.mocked(getSliderPuzzle).mockResolvedValue(puzzle('p3'));
    const { scope, screen } = fakeScope();
    screen.state.value = { slider: puzzle('p1') };
    expect(await runActionList([{ do: 'slider.check' }, { do: 'state.set', key: 'after', value: 1 }], { ...scope, event: { value: 20 } })).toBe('stop');
    // The player's language when the texts are loaded (i18n tests check every code has one); the server's words here.
    expect(screen.errors.value.sliderToken).toBe('Verification failed');
    expect(screen.state.value.slider).toMatchObject({ sliderId: 'p3' });
    expect(screen.state.value.after).toBeUndefined();
  });

  it('does nothing without a puzzle or a position', async () => {
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'slider.check' }], { ...scope, event: { value: 10 } })).toBe('stop');
    expect(checkSliderPuzzle).not.toHaveBeenCalled();
  });
});
