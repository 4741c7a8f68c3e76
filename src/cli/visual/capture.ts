import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Matrix, MemberType } from '../snapshot/matrix';
import { sessionsFor } from './accounts';
import type { StoredSession } from './session';
import { settle, trackRequests } from './settle';

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
}

export interface CaptureOptions {
  browser: Browser;
  baseUrl: string;
  opsToken: string;
  matrix: Matrix;
  /** Screen name and address of each picture (screenAddresses). */
  screens: readonly { screen: string; address: string }[];
  out: string;
  /** Pages open at once (each its own browser context). */
  concurrency?: number;
}

/** The fixed moment of the first screen: clocks on screen, "today" in lists and countdowns read the same on every run. */
const FROZEN_NOW = new Date('2026-01-15T12:00:00+08:00');
/** No caret blinking in a focused field, no transition caught half way. */
const STILL_CSS = '*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation-play-state: paused !important; }';

const PHONE_HEIGHT = 844;
/** Longer lists are cut here: a picture a person can still scroll through. */
const MAX_PICTURE_HEIGHT = 8000;

const memberName = (member: MemberType) => (member === 'guest' ? 'guest' : `type${member}`);

/**
 * Renders every screen for every flag set × member type × language × width of the matrix in
 * Chromium, with the production build against the platform at `baseUrl`, and writes one PNG per
 * cell under `out`. Flag sets are applied to the platform one after the other (switches are the
 * merchant's, shared by every page) and the switches it had are put back at the end. The matrix's
 * `templates` are for the HTML snapshots: pictures show the merchant's own template parameters.
 */
export async function captureMatrix(options: CaptureOptions): Promise<Cell[]> {
  const { matrix, baseUrl, opsToken } = options;
  const ops = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const original = ((await (await ops('GET', '/ops/whitelabel')).json()) as { value: Record<string, boolean> }).value;
  const sessions = await sessionsFor(baseUrl, opsToken, matrix.memberTypes);
  const languages = matrix.languages ?? ['CN'];
  const widths = matrix.widths ?? [390];
  const cells: Cell[] = [];
  try {
    for (const [flagSet, overrides] of Object.entries(matrix.flagSets)) {
      // Over the platform's own switches (not a copy of the seed kept here): the pictures are of
      // the merchant as it is, with only what the flag set names changed.
      const applied = await ops('PATCH', '/ops/whitelabel', { ...original, ...overrides });
      if (!applied.ok) throw new Error(`could not apply flag set ${flagSet}: ${applied.status} ${await applied.text()}`);
      const jobs = matrix.memberTypes.flatMap((member) => languages.flatMap((language) => widths.map((width) => ({ member, language, width }))));
      await inParallel(jobs, options.concurrency ?? 3, async ({ member, language, width }) => {
        cells.push(...(await captureRun(options, { flagSet, member, session: sessions.get(member) ?? null, language, width })));
      });
    }
  } finally {
    await ops('PATCH', '/ops/whitelabel', original);
  }
  return cells.sort((a, b) => a.file.localeCompare(b.file));
}

interface Run {
  flagSet: string;
  member: MemberType;
  session: StoredSession | null;
  language: 'CN' | 'EN';
  width: number;
}

/** One browser context (one player) going through every screen: one app load, then in-app navigation. */
async function captureRun(options: CaptureOptions, run: Run): Promise<Cell[]> {
  const context = await options.browser.newContext({
    baseURL: options.baseUrl, viewport: { width: run.width, height: PHONE_HEIGHT }, deviceScaleFactor: 1, isMobile: true, hasTouch: true,
    locale: run.language === 'CN' ? 'zh-CN' : 'en-US', reducedMotion: 'reduce', serviceWorkers: 'block', bypassCSP: true,
  });
  await context.addInitScript(({ session, language }) => {
    if (sessionStorage.getItem('visual:ready')) return;
    sessionStorage.setItem('visual:ready', '1');
    // Once-per-visit pop-ups would cover the screens they are not about.
    sessionStorage.setItem('once:homePopups', '1');
    sessionStorage.setItem('once:contractPrompts', '1');
    localStorage.setItem('language', language);
    if (session) {
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
      localStorage.setItem('autoLogin', '1');
    }
  }, { session: run.session, language: run.language });
  const page = await context.newPage();
  const isQuiet = trackRequests(page);
  const cells: Cell[] = [];
  try {
    let loaded = false;
    for (const [index, { screen, address }] of options.screens.entries()) {
      // Each screen has its own fixed moment, a minute after the one before: what the app times
      // (a redirect guard counting guard redirects within two seconds) sees time pass between
      // screens, and every screen reads the same clock on every run of the same matrix.
      await context.clock.setFixedTime(FROZEN_NOW.getTime() + index * 60_000);
      if (!loaded) {
        await page.goto(address);
        loaded = true;
      } else {
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, address);
      }
      await settle(page, isQuiet);
      await page.addStyleTag({ content: STILL_CSS }).catch(() => undefined);
      const member = memberName(run.member);
      const file = join(screen, run.flagSet, member, `${run.language}-${run.width}.png`);
      mkdirSync(dirname(join(options.out, file)), { recursive: true });
      await pictureOfWholeScreen(page, run.width, join(options.out, file));
      cells.push({ screen, address, flagSet: run.flagSet, member, language: run.language, width: run.width, file });
    }
  } finally {
    await context.close();
  }
  return cells;
}

/**
 * The whole screen, as tall as its content: the viewport is stretched to the page's height for
 * the picture (a full-page capture of an 844 px viewport would paint the fixed footer and side
 * rail in the middle of the page, where that viewport ends), then set back.
 */
async function pictureOfWholeScreen(page: Page, width: number, path: string): Promise<void> {
  const height = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight));
  const tall = Math.min(Math.max(height, PHONE_HEIGHT), MAX_PICTURE_HEIGHT);
  if (tall !== PHONE_HEIGHT) await page.setViewportSize({ width, height: tall });
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  if (tall !== PHONE_HEIGHT) await page.setViewportSize({ width, height: PHONE_HEIGHT });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
