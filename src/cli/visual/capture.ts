import type { Browser, BrowserContext } from 'playwright-core';
import type { Matrix, MemberType } from '../snapshot/matrix';
import { sessionsFor } from './accounts';
import type { FlagRow } from './cover';
import { captureRun, type ConditionRun, type Run } from './screen-run';

export type { ConditionRun } from './screen-run';

/** One picture of the matrix. */
export interface Cell {
  screen: string;
  address: string;
  flagSet: string;
  member: string;
  language: 'CN' | 'EN';
  width: number;
  /** Relative to the output folder: <screen>/<flagSet>/<member>/<language>-<width>.png */
  file: string;
  /** The screen was cut before a picture could be taken (see problems). */
  pictureMissing?: boolean;
  /** What went wrong on the way: a layout issue, a script error, a screen that never settled. */
  problems?: string[];
  /** Where the app went instead (a guard sent the player elsewhere): the picture is of that page. */
  landedOn?: string;
  /** With --changed: the approved picture, kept because nothing the screen shows changed. */
  kept?: boolean;
  /** Serious and critical axe findings on the screen (matrix `accessibility`), "rule: targets". */
  accessibility?: string[];
}

export interface CaptureOptions {
  browser: Browser;
  baseUrl: string;
  opsToken: string;
  matrix: Matrix;
  /** The flag sets, each with the screens taken under it (cover.ts; named flag sets take every screen). */
  flagSets: readonly FlagRow[];
  /** Screen name and address of each picture (screenAddresses). */
  screens: readonly { screen: string; address: string }[];
  out: string;
  /** Pages open at once (each its own browser context). */
  concurrency?: number;
  /** Shapes each new context before its first page (e.g. to hold back a call). */
  prepareContext?: (context: BrowserContext) => Promise<void>;
  /** Progress: a line as each flag set starts. */
  log?: (line: string) => void;
}

export interface Capture {
  cells: Cell[];
  conditions: ConditionRun[];
}

/** A context loads the app once; fewer screens than this per context would spend the time loading. */
const MIN_SCREENS_PER_CONTEXT = 6;

/** A member type as pictures name it ("guest", "type0"), and back. */
export const memberName = (member: MemberType) => (member === 'guest' ? 'guest' : `type${member}`);
export const memberOfName = (name: string): MemberType => (name === 'guest' ? 'guest' : Number(name.replace(/^type/, '')));

/** Flag sets naming every screen, as a matrix's own `flagSets` object gives them. */
export function namedFlagSets(flagSets: Readonly<Record<string, Record<string, boolean>>>, screens: readonly { screen: string }[]): FlagRow[] {
  return Object.entries(flagSets).map(([name, overrides]) => ({ name, overrides, screens: screens.map((s) => s.screen) }));
}

/**
 * Renders the screens of every flag set × member type × language × width in Chromium, with the
 * production build against the platform at `baseUrl`, and writes one PNG per cell under `out`.
 * Flag sets are applied to the platform one after the other (switches are the merchant's, shared
 * by every page), over its own switches, which are put back at the end. Within a flag set, runs
 * (and parts of long runs) go side by side. The matrix's `templates` are for the HTML snapshots:
 * pictures show the merchant's own template parameters.
 */
export async function captureMatrix(options: CaptureOptions): Promise<Capture> {
  const { matrix, baseUrl, opsToken } = options;
  const ops = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const original = ((await (await ops('GET', '/ops/whitelabel')).json()) as { value: Record<string, boolean> }).value;
  const sessions = await sessionsFor(baseUrl, opsToken, matrix.memberTypes);
  const languages = matrix.languages ?? ['CN'];
  const widths = matrix.widths ?? [390];
  const concurrency = options.concurrency ?? 3;
  const cells: Cell[] = [];
  const conditions: ConditionRun[] = [];
  try {
    for (const flagSet of options.flagSets) {
      const screens = options.screens.map((s, index) => ({ ...s, index })).filter(({ screen }) => flagSet.screens.includes(screen));
      if (screens.length === 0) continue;
      const applied = await ops('PATCH', '/ops/whitelabel', { ...original, ...flagSet.overrides });
      if (!applied.ok) throw new Error(`could not apply flag set ${flagSet.name}: ${applied.status} ${await applied.text()}`);
      options.log?.(`${flagSet.name}: ${screens.length} screens × ${matrix.memberTypes.length * languages.length * widths.length} players (${cells.length} pictures so far)`);
      const players = matrix.memberTypes.flatMap((member) => languages.flatMap((language) => widths.map((width) => ({ member, language, width }))));
      const parts = Math.max(1, Math.min(Math.ceil(concurrency / players.length), Math.floor(screens.length / MIN_SCREENS_PER_CONTEXT)));
      const runs: Run[] = players.flatMap(({ member, language, width }) =>
        Array.from({ length: parts }, (_, part) => ({
          flagSet: flagSet.name, member: memberName(member), session: sessions.get(member) ?? null, language, width,
          screens: screens.filter((_, i) => i % parts === part),
        })),
      );
      await inParallel(runs, concurrency, async (run) => {
        const taken = await captureRun(options, run);
        cells.push(...taken.cells);
        conditions.push(taken.conditions);
      });
    }
  } finally {
    await ops('PATCH', '/ops/whitelabel', original);
  }
  return { cells: cells.sort((a, b) => a.file.localeCompare(b.file)), conditions };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
