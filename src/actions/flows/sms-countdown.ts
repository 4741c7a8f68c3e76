import { addScreenDisposer, setScreenState, type ScreenStore } from '../../state/screen';

/** Spec: the countdown is recomputed every 500 ms from the server's expiration time. */
export const SMS_TICK_MS = 500;
/** Screen state key holding the whole seconds left (0 = the request link is ready). */
export const SMS_COUNTDOWN = 'smsCountdown';

const running = new WeakMap<ScreenStore, () => void>();

export function secondsLeft(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/**
 * Counts down to `expirationTime` (epoch ms) in screen.state.smsCountdown. Recomputing from the
 * clock (rather than subtracting per tick) keeps it right when timers are throttled in a
 * background tab. Stops at zero or when the screen is disposed; a new countdown replaces the old.
 */
export function startSmsCountdown(screen: ScreenStore, expirationTime: number, now: () => number = Date.now): void {
  running.get(screen)?.();
  const tick = () => {
    const left = secondsLeft(expirationTime, now());
    setScreenState(screen, { [SMS_COUNTDOWN]: left });
    if (left === 0) stop();
  };
  const timer = setInterval(tick, SMS_TICK_MS);
  const stop = addScreenDisposer(screen, () => {
    clearInterval(timer);
    if (running.get(screen) === stop) running.delete(screen);
  });
  running.set(screen, stop);
  tick();
}

export function smsCountdownRunning(screen: ScreenStore): boolean {
  return Number(screen.state.value[SMS_COUNTDOWN] ?? 0) > 0 && running.has(screen);
}
