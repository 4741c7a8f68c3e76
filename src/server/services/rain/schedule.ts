import type { RainConfig } from './config';

export interface Slot {
  startsAt: number;
  endsAt: number;
}

/**
 * The scheduled round holding `now` (live), else the next one. Rounds start at whole multiples of
 * `everySeconds` since the epoch, so the times need no stored state and read the same on any server.
 */
export function scheduledSlot(config: Pick<RainConfig, 'everySeconds' | 'roundSeconds'>, now: number): { slot: Slot; live: boolean } {
  const every = config.everySeconds * 1000;
  const length = config.roundSeconds * 1000;
  const start = Math.floor(now / every) * every;
  if (now < start + length) return { slot: { startsAt: start, endsAt: start + length }, live: true };
  return { slot: { startsAt: start + every, endsAt: start + every + length }, live: false };
}

/** The scheduled round after the one holding `now` (or the next one when none is live). */
export function nextScheduledSlot(config: Pick<RainConfig, 'everySeconds' | 'roundSeconds'>, now: number): Slot {
  const { slot, live } = scheduledSlot(config, now);
  const every = config.everySeconds * 1000;
  return live ? { startsAt: slot.startsAt + every, endsAt: slot.endsAt + every } : slot;
}

/** Start of the UTC day holding `now` (the platform counts days in UTC, as the team figures do). */
export function utcDayStart(now: number): number {
  return Math.floor(now / 86_400_000) * 86_400_000;
}
