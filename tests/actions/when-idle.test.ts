import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetInteraction, untilIdle, watchInteraction } from '../../src/actions/flows/interaction';
import { runActionList } from './dispatch';
import { fakeScope } from './fake-scope';

/** The page's input, as the tracker sees it (capture listeners on the window). */
const page = new EventTarget();
watchInteraction(page);
const press = () => page.dispatchEvent(new Event('pointerdown'));
const release = () => page.dispatchEvent(new Event('pointerup'));

beforeEach(() => {
  vi.useFakeTimers();
  resetInteraction();
});
afterEach(() => vi.useRealTimers());

describe('whenIdle: what arrives on its own waits for the player to be still', () => {
  it('runs at once when nothing is happening', async () => {
    const { scope, screen } = fakeScope();
    const done = runActionList([{ do: 'whenIdle', then: [{ do: 'state.set', key: 'shown', value: true }] }], scope);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(screen.state.value.shown).toBe(true);
  });

  it('waits while a finger is down, however long, then for a quiet moment after it lifts', async () => {
    press();
    let idle = false;
    void untilIdle(600).then((v) => (idle = v));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(idle).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(500);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(idle).toBe(true);
  });

  it('a press the page never saw end (the finger left the window, the tab was switched) holds nothing back for good', async () => {
    press();
    let idle = false;
    void untilIdle(600).then((v) => (idle = v));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(idle).toBe(true);
    press();
    page.dispatchEvent(new Event('blur'));
    idle = false;
    void untilIdle(100).then((v) => (idle = v));
    await vi.advanceTimersByTimeAsync(200);
    expect(idle).toBe(true);
  });

  it('each touch, scroll or key starts the quiet moment again', async () => {
    let idle = false;
    press();
    release();
    void untilIdle(600).then((v) => (idle = v));
    for (const type of ['scroll', 'keydown', 'touchmove']) {
      await vi.advanceTimersByTimeAsync(400);
      page.dispatchEvent(new Event(type));
    }
    await vi.advanceTimersByTimeAsync(400);
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(idle).toBe(true);
  });

  it('the rest of its list waits with it, and a cancelled wait runs nothing', async () => {
    const { scope, screen } = fakeScope();
    press();
    const done = runActionList([{ do: 'whenIdle', quietMs: 200, then: [{ do: 'state.set', key: 'shown', value: true }] }, { do: 'state.set', key: 'after', value: true }], scope);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(screen.state.value.after).toBeUndefined();
    release();
    await vi.advanceTimersByTimeAsync(300);
    await done;
    expect([screen.state.value.shown, screen.state.value.after]).toEqual([true, true]);
    expect(await untilIdle(100, () => true)).toBe(false);
  });
});
