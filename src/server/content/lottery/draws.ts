import { createHash } from 'node:crypto';
import type { Lottery, VnRegion } from './catalogue';
import { prizeTiers } from './vn-board';

export interface Draw {
  issue: string;
  drawnAt: number;
  /** Digit lotteries: the drawn digits; VN lotteries: the special prize's digits. */
  numbers: number[];
  /** VN lotteries only: the full board. */
  prizes?: { tier: string; numbers: string[] }[];
}

const DAY_MS = 86_400_000;

/** Index of the newest draw at or before `now` (draw n happens at n * interval + offset). */
export function latestIndex(l: Lottery, now: number): number {
  return Math.floor((now - l.offsetSeconds * 1000) / (l.intervalSeconds * 1000));
}

export function drawTime(l: Lottery, index: number): number {
  return index * l.intervalSeconds * 1000 + l.offsetSeconds * 1000;
}

/** Issue labels: YYYYMMDD for daily draws, YYYYMMDD-NNNN (draw of the UTC day) for faster ones. */
export function issueOf(l: Lottery, index: number): string {
  const at = drawTime(l, index);
  const day = new Date(at).toISOString().slice(0, 10).replace(/-/g, '');
  if (l.intervalSeconds >= 86_400) return day;
  const sequence = Math.floor((at - Math.floor(at / DAY_MS) * DAY_MS) / (l.intervalSeconds * 1000)) + 1;
  return `${day}-${String(sequence).padStart(4, '0')}`;
}

/**
 * Unbiased digits from a sha256 stream keyed by the lottery's seed and the draw: the same draw
 * always shows the same numbers (across restarts and servers), and nobody can compute a future
 * draw without the seed.
 */
function digitStream(seed: string, index: number): () => number {
  let block = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    for (;;) {
      if (at >= bytes.length) {
        bytes = createHash('sha256').update(`${seed}:${index}:${block++}`).digest();
        at = 0;
      }
      const byte = bytes[at++];
      if (byte < 250) return byte % 10;
    }
  };
}

function vnBoard(region: VnRegion, next: () => number): { tier: string; numbers: string[] }[] {
  return prizeTiers(region).map((t) => ({
    tier: t.tier,
    numbers: Array.from({ length: t.count }, () => Array.from({ length: t.digits }, next).join('')),
  }));
}

export function drawOf(l: Lottery, index: number): Draw {
  const next = digitStream(l.drawSeed, index);
  const base = { issue: issueOf(l, index), drawnAt: drawTime(l, index) };
  if (l.kind === 'digits') return { ...base, numbers: Array.from({ length: l.digits }, next) };
  const prizes = vnBoard(l.region === 'north' ? 'north' : 'south', next);
  return { ...base, numbers: [...prizes[0].numbers[0]].map(Number), prizes };
}

/** The newest `size` draws, newest first. */
export function recentDraws(l: Lottery, now: number, size: number): Draw[] {
  const last = latestIndex(l, now);
  return Array.from({ length: size }, (_, i) => drawOf(l, last - i));
}

/** The draw with this issue label, or null when it is not a past draw of this lottery. */
export function drawByIssue(l: Lottery, issue: string, now: number): Draw | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(issue);
  if (!m) return null;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const offsetInDay = m[4] ? (Number(m[4]) - 1) * l.intervalSeconds * 1000 : 0;
  const index = latestIndex(l, dayStart + offsetInDay + l.offsetSeconds * 1000);
  if (index > latestIndex(l, now) || issueOf(l, index) !== issue) return null;
  return drawOf(l, index);
}
