import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Cell, CaptureOptions } from './capture';
import type { StoredSession } from './session';
import { CutOff, PHONE_HEIGHT, pictureOfWholeScreen, STILL_CSS, withinLimit } from './picture';
import { settle, trackRequests } from './settle';
import { seriousFindings } from './accessibility';

/**
 * The fixed moment of the first screen: clocks on screen, "today" in lists and countdowns read the
 * same on every run. The QA platform's clock starts here too (fixed-world.ts).
 */
export const FROZEN_NOW = new Date('2026-01-15T12:00:00+08:00');
const DEFAULT_CELL_TIMEOUT_MS = 30_000;

/** One player going through screens: a flag set, member type, language and width. */
export interface Run {
  flagSet: string;
  member: string;
  session: StoredSession | null;
  language: 'CN' | 'EN';
  width: number;
  /** The screens to take, each with its place in the whole list (which fixes its moment). */
  screens: readonly { screen: string; address: string; index: number }[];
}

/** Which way each visibility condition went in one run (qa-conditions.ts): `<document>#<pointer>` → 1 true, 2 false, 3 both. */
export interface ConditionRun {
  flagSet: string;
  member: string;
  language: 'CN' | 'EN';
  seen: Record<string, number>;
}

interface OpenPage {
  page: Page;
  isQuiet: () => boolean;
  errors: string[];
  loaded: boolean;
  /** Addresses axe has looked at in this run (a guard sends many screens to the same one). */
  checked: Set<string>;
}

async function openPage(context: BrowserContext): Promise<OpenPage> {
  const page = await context.newPage();
  const opened: OpenPage = { page, isQuiet: trackRequests(page), errors: [], loaded: false, checked: new Set() };
  page.on('pageerror', (error) => opened.errors.push(`script error: ${error.message}`));
  return opened;
}

/**
 * One browser context going through its screens: one app load, then in-app navigation. Each
 * screen has its own time limit: a screen that never settles is taken as it is and named; one that
 * does not even answer is cut, and the next screen gets a fresh page.
 */
export async function captureRun(options: CaptureOptions, run: Run): Promise<{ cells: Cell[]; conditions: ConditionRun }> {
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
    // The app records which way every condition goes (the run's condition coverage).
    sessionStorage.setItem('qa:conditions', '1');
    localStorage.setItem('language', language);
    if (session) {
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
      localStorage.setItem('autoLogin', '1');
    }
  }, { session: run.session, language: run.language });
  await options.prepareContext?.(context);
  const seen: Record<string, number> = {};
  const cells: Cell[] = [];
  const limit = options.matrix.cellTimeoutMs ?? DEFAULT_CELL_TIMEOUT_MS;
  let current = await openPage(context);
  try {
    for (const { screen, address, index } of run.screens) {
      const file = join(screen, run.flagSet, run.member, `${run.language}-${run.width}.png`);
      const cell: Cell = { screen, address, flagSet: run.flagSet, member: run.member, language: run.language, width: run.width, file };
      mkdirSync(dirname(join(options.out, file)), { recursive: true });
      const open = current;
      const problems: string[] = [];
      try {
        await withinLimit(limit, () => takeScreen(options, open, cell, index, problems, seen));
      } catch (error) {
        problems.push(error instanceof CutOff ? `${error.message}: no picture` : `no picture: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        cell.pictureMissing = true;
        await open.page.close().catch(() => undefined);
        current = await openPage(context);
      }
      problems.push(...open.errors.splice(0));
      if (problems.length > 0) cell.problems = problems;
      cells.push(cell);
    }
  } finally {
    await context.close();
  }
  return { cells, conditions: { flagSet: run.flagSet, member: run.member, language: run.language, seen } };
}

async function takeScreen(options: CaptureOptions, open: OpenPage, cell: Cell, index: number, problems: string[], seen: Record<string, number>): Promise<void> {
  const { page } = open;
  // Each screen has its own fixed moment, a minute after the one before: what the app times
  // (a redirect guard counting guard redirects within two seconds) sees time pass between
  // screens, and every screen reads the same clock on every run of the same matrix.
  await page.context().clock.setFixedTime(FROZEN_NOW.getTime() + index * 60_000);
  const issuesBefore = open.loaded ? await page.evaluate(() => window.__layoutIssues?.length ?? 0) : 0;
  if (!open.loaded) {
    await page.goto(cell.address);
    open.loaded = true;
  } else {
    await page.evaluate((to) => {
      // Forget the screen drawn so far: settle waits for the one this address draws (even when a
      // guard sends it to the same page as the screen before).
      delete document.documentElement.dataset.screenAt;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, cell.address);
  }
  let settled = await settle(page, open.isQuiet);
  await page.addStyleTag({ content: STILL_CSS }).catch(() => undefined);
  const masks = [...(options.matrix.masks?.['*'] ?? []), ...(options.matrix.masks?.[cell.screen] ?? [])];
  const mask = masks.flatMap((m) => ('selector' in m ? [page.locator(m.selector)] : []));
  settled = (await pictureOfWholeScreen(page, cell.width, join(options.out, cell.file), open.isQuiet, mask)) && settled;
  if (!settled) problems.push('did not settle within 10 s: taken as it was');
  const after = await page.evaluate(() => ({ issues: window.__layoutIssues ?? [], seen: window.__qaConditions ?? {}, path: location.pathname + location.search }));
  for (const issue of after.issues.slice(issuesBefore)) problems.push(`layout ${issue.documentId}${issue.path || '/'}: ${issue.message}`);
  for (const [key, verdicts] of Object.entries(after.seen)) seen[key] = (seen[key] ?? 0) | verdicts;
  if (after.path.split('?')[0] !== cell.address.split('?')[0]) cell.landedOn = after.path;
  const accessibility = options.matrix.accessibility ?? 'off';
  if (accessibility !== 'off' && !open.checked.has(after.path)) {
    open.checked.add(after.path);
    const findings = await seriousFindings(page);
    if (findings.length > 0) cell.accessibility = findings;
  }
}
