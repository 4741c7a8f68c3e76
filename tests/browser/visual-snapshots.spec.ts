import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { screenAddresses, type RouteEntry } from '../../src/cli/visual/addresses';
import { captureMatrix, namedFlagSets } from '../../src/cli/visual/capture';
import { writeReport } from '../../src/cli/visual/report';
import { parseMatrix } from '../../src/cli/snapshot/matrix';
import { expect, test } from './fixtures';
import { OPS_TOKEN } from './support';

const { routes } = JSON.parse(readFileSync(new URL('../../layouts/routes.json', import.meta.url), 'utf8')) as { routes: RouteEntry[] };
const screensNamed = (...names: string[]) => screenAddresses(routes, {}).filter(({ screen }) => names.includes(screen));
const switches = async (url: string) => ((await (await fetch(`${url}/ops/whitelabel`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()) as { value: unknown }).value;

test.describe('QA pictures (npm run snapshot -- --visual)', () => {
  let out = '';
  test.beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'wl-visual-'));
  });
  test.afterEach(() => rmSync(out, { recursive: true, force: true }));

  test('one picture per screen × flag set × member type × language × width, as wide as the phone; a switch and a language show; the app says which way its conditions went; the switches are put back', async ({ browser, platform }) => {
    test.setTimeout(90_000);
    const before = await switches(platform.url);
    const matrix = parseMatrix({
      flagSets: { default: {}, noRewardCentre: { REWCEN3: false } },
      memberTypes: [0],
      languages: ['CN', 'EN'],
      widths: [390, 320],
    });
    const screens = screensNamed('rewardCenter');
    const flagSets = namedFlagSets(matrix.flagSets as Record<string, Record<string, boolean>>, screens);
    const { cells, conditions } = await captureMatrix({ browser, baseUrl: platform.url, opsToken: OPS_TOKEN, matrix, flagSets, screens, out });
    expect(cells).toHaveLength(2 * 2 * 2);
    for (const cell of cells) {
      const picture = PNG.sync.read(readFileSync(join(out, cell.file)));
      expect({ file: cell.file, width: picture.width, tall: picture.height >= 844, problems: cell.problems }).toEqual({ file: cell.file, width: cell.width, tall: true, problems: undefined });
    }
    const bytes = (file: string) => readFileSync(join(out, file));
    // The member's reward centre with the switch off says it is closed: another picture.
    expect(bytes('rewardCenter/default/type0/CN-390.png').equals(bytes('rewardCenter/noRewardCentre/type0/CN-390.png'))).toBe(false);
    expect(bytes('rewardCenter/default/type0/CN-390.png').equals(bytes('rewardCenter/default/type0/EN-390.png'))).toBe(false);
    expect(await switches(platform.url)).toEqual(before);
    // The screen's conditions went both ways across the two flag sets (the app recorded them).
    const seen = (flagSet: string) => conditions.filter((run) => run.flagSet === flagSet).flatMap((run) => Object.entries(run.seen)).filter(([key]) => key.startsWith('rewardCenter#'));
    const verdicts = (flagSet: string) => new Map(seen(flagSet));
    const flipped = [...verdicts('default')].filter(([key, mask]) => verdicts('noRewardCentre').has(key) && verdicts('noRewardCentre').get(key) !== mask);
    expect(flipped.length).toBeGreaterThan(0);

    const report = readFileSync(writeReport(out, cells, undefined, { flagSets }), 'utf8');
    for (const filter of ['screen', 'flagSet', 'member', 'language', 'width', 'problems']) expect(report).toContain(`data-filter="${filter}"`);
    for (const cell of cells) expect(report).toContain(`src="${cell.file}"`);
  });

  test('a screen that never answers is cut at the matrix time limit and named; the run goes on to the next screen', async ({ browser, platform }) => {
    const matrix = parseMatrix({ flagSets: { default: {} }, memberTypes: ['guest'], cellTimeoutMs: 3000 });
    const screens = screensNamed('login', 'help');
    const started = Date.now();
    let held = 0;
    const { cells } = await captureMatrix({
      browser, baseUrl: platform.url, opsToken: OPS_TOKEN, matrix, flagSets: namedFlagSets({ default: {} }, screens), screens, out,
      // The first page's layouts never come: the app cannot draw its first screen (login, first in routes.json).
      prepareContext: async (context) => {
        await context.route('**/wps/layouts*', async (route) => (held++ === 0 ? undefined : route.continue()));
      },
    });
    const [help, login] = cells;
    expect({ screen: login!.screen, missing: login!.pictureMissing, problems: login!.problems }).toEqual({ screen: 'login', missing: true, problems: ['cut after 3 s: no picture'] });
    expect({ screen: help!.screen, missing: help!.pictureMissing ?? false, problems: help!.problems }).toEqual({ screen: 'help', missing: false, problems: undefined });
    expect(Date.now() - started).toBeLessThan(20_000);
    const report = readFileSync(writeReport(out, cells), 'utf8');
    expect(report).toContain('cut after 3 s: no picture');
  });

  test('with accessibility on, each screen a player lands on gets axe, and serious findings are named with its picture', async ({ browser, platform }) => {
    const matrix = parseMatrix({ flagSets: { default: {} }, memberTypes: ['guest'], accessibility: 'report' });
    const screens = screensNamed('help');
    const { cells } = await captureMatrix({
      browser, baseUrl: platform.url, opsToken: OPS_TOKEN, matrix, flagSets: namedFlagSets({ default: {} }, screens), screens, out,
      // A picture without a text alternative, as a careless operator's HTML could bring.
      prepareContext: async (context) => {
        await context.addInitScript(() => addEventListener('DOMContentLoaded', () => document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.ico' }))));
      },
    });
    expect(cells[0]!.accessibility).toEqual([expect.stringMatching(/^image-alt: /)]);
    expect(readFileSync(writeReport(out, cells), 'utf8')).toContain('accessibility image-alt');
  });
});
