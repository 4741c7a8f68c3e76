import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { loginAs, skipHomePopups } from './support';
import { screenAddresses, type RouteEntry } from '../../src/cli/visual/addresses';
import { trackRequests } from '../../src/cli/visual/settle';
import { seriousFindings } from '../../src/cli/visual/accessibility';

// axe is injected into the page (seriousFindings, shared with the picture check): the app's CSP
// would refuse it otherwise. Reduced motion: each screen is checked as it ends up, without waiting
// out a 300 ms fade on every one of them (the fade itself is tested in a11y.spec.ts).
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

const { routes } = JSON.parse(readFileSync(new URL('../../layouts/routes.json', import.meta.url), 'utf8')) as { routes: RouteEntry[] };
/** One address per screen (the visual snapshots visit the same ones). */
const addresses = (samples: Record<string, string>) => screenAddresses(routes, samples).map(({ address }) => address);

const quiet = new WeakMap<Page, () => boolean>();

/** Until no call has been in flight for a moment: the screen has what it shows (or its error). */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], .wl-skeleton'), null, { timeout: 10_000 }).catch(() => undefined);
  const isQuiet = quiet.get(page);
  if (isQuiet) await expect.poll(isQuiet, { intervals: [40], timeout: 10_000 }).toBe(true);
  else await page.waitForLoadState('networkidle');
  // A redirect starts the page fade again: colours are measured once it has ended.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Goes to a screen inside the app, as a tap on a link does (no reload: one app load per role). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
}

/**
 * A guest and a plain member are checked where npm test takes the pictures of every screen
 * (tests/__visual__/matrix.json: the same axe run on each screen they land on, failing on a
 * serious finding): here, the kinds of player that picture check does not take.
 */
const ROLES: readonly { role: string; account: readonly [string, string] | null }[] = [
  { role: 'agent', account: ['agent01', 'agent1234'] },
  { role: 'trial', account: ['trial01', 'trial1234'] },
];

test.describe('every screen, as each kind of player, has no serious accessibility problem', () => {
  for (const { role, account } of ROLES) {
    test(`as a ${role}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      quiet.set(page, trackRequests(page));
      await skipHomePopups(page);
      // Contract prompts and other once-per-visit dialogs would cover the screens.
      await page.addInitScript(() => sessionStorage.setItem('once:contractPrompts', '1'));
      const promotions = (await (await request.get('/wps/promotions?pageNo=1&pageSize=1')).json()) as { value: { list: { id: number }[] } };
      const samples = { id: String(promotions.value.list[0]?.id ?? 1), gameType: 'RNG', vassalage: 'PG' };
      if (account) await loginAs(page, request, account[0], account[1]);
      else await page.goto('/m/home');
      await settled(page);
      const findings: string[] = [];
      const checked = new Set<string>();
      for (const path of addresses(samples)) {
        await openInApp(page, path);
        // A guarded screen sends this player elsewhere: the screen they land on is checked, once.
        const landed = new URL(page.url());
        if (checked.has(landed.pathname + landed.search)) continue;
        checked.add(landed.pathname + landed.search);
        for (const finding of await seriousFindings(page)) findings.push(`${path} → ${landed.pathname}: ${finding}`);
      }
      // Every kind of player sees most of the product: a guard that let nobody in would show here.
      expect(checked.size).toBeGreaterThan(role === 'guest' || role === 'trial' ? 15 : 30);
      expect(findings).toEqual([]);
    });
  }
});
