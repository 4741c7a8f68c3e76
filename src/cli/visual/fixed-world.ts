/**
 * Loaded into the QA platform's process (`node --import`) before the server: a world that is the
 * same on every run, so two runs of the same build give the same pictures.
 * - The clock starts at FIXED_WORLD_AT and runs on from there (not frozen: rate-limit windows and
 *   timeouts still pass): seeded records ("8 minutes ago"), draw periods and countdowns read the
 *   same on every run, and match the browser's fixed clock.
 * - Random bytes and numbers come from a counter-based generator: the lotteries' draw seeds, the
 *   invitation codes and the password salts drawn while the platform seeds itself are the same.
 * Never part of the product: only src/cli/visual/platform.ts passes this file, for its own
 * throwaway platform.
 */
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

const fixedAt = Date.parse(process.env.FIXED_WORLD_AT ?? '');
if (Number.isNaN(fixedAt)) throw new Error('FIXED_WORLD_AT must be a date (ISO 8601)');

const RealDate = Date;
const offset = fixedAt - RealDate.now();
class WorldDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }
  static override now(): number {
    return RealDate.now() + offset;
  }
}
globalThis.Date = WorldDate as DateConstructor;

const realCreateHash = crypto.createHash;
let counter = 0;
function nextBytes(size: number): Buffer {
  const out = Buffer.alloc(size);
  for (let filled = 0; filled < size; filled += 32) {
    realCreateHash('sha256').update(`fixed-world:${counter++}`).digest().copy(out, filled);
  }
  return out;
}
type Callback<T> = (error: Error | null, value: T) => void;
const randomBytes = (size: number, callback?: Callback<Buffer>) => {
  const bytes = nextBytes(size);
  if (callback) queueMicrotask(() => callback(null, bytes));
  else return bytes;
};
const randomInt = (minOrMax: number, maxOrCallback?: number | Callback<number>, maybeCallback?: Callback<number>) => {
  const [min, max] = typeof maxOrCallback === 'number' ? [minOrMax, maxOrCallback] : [0, minOrMax];
  const callback = typeof maxOrCallback === 'function' ? maxOrCallback : maybeCallback;
  const value = min + (nextBytes(6).readUIntBE(0, 6) % (max - min));
  if (callback) queueMicrotask(() => callback(null, value));
  else return value;
};
const randomUUID = () => {
  const hex = nextBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
Object.assign(crypto, { randomBytes, randomInt, randomUUID });
// `import { randomBytes } from 'node:crypto'` reads the builtin's ESM exports: bring them in line.
syncBuiltinESMExports();
