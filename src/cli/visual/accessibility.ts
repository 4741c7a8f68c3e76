import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let axeSource: string | null = null;

/**
 * The serious and critical axe findings of the screen in front of the page, as "rule: targets".
 * axe is injected once per app load (screens change without one); the pictures' contexts bypass
 * the app's CSP for it. Animations that end are waited for first.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(async () => {
    // Colours are judged as they end up: a screen still fading in would read as low contrast. Only
    // running animations that end within a moment are waited for (a round's countdown bar, falling
    // envelopes or a paused animation would never let the check start), and never long.
    const endingSoon = document.getAnimations().filter((a) => {
      const end = Number(a.effect?.getComputedTiming().endTime ?? Infinity);
      return a.playState === 'running' && Number.isFinite(end) && end - Number(a.currentTime ?? 0) <= 1000;
    });
    await Promise.race([Promise.all(endingSoon.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1200))]);
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } };
    return w.axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
