import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { screenAddresses, type RouteEntry } from '../../src/cli/visual/addresses';
import { captureMatrix } from '../../src/cli/visual/capture';
import { compareWithBaseline } from '../../src/cli/visual/compare';
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

  test('one picture per screen × flag set × member type × language × width, as wide as the phone; a switch shows; the report lists them; the switches are put back', async ({ browser, platform }) => {
    test.setTimeout(120_000);
    const before = await switches(platform.url);
    const matrix = parseMatrix({
      flagSets: { default: {}, noRewardCentre: { REWCEN3: false } },
      memberTypes: ['guest', 0],
      languages: ['CN', 'EN'],
      widths: [390, 320],
    });
    const cells = await captureMatrix({ browser, baseUrl: platform.url, opsToken: OPS_TOKEN, matrix, screens: screensNamed('rewardCenter', 'memberHome'), out });
    expect(cells).toHaveLength(2 * 2 * 2 * 2 * 2);
    for (const cell of cells) {
      const picture = PNG.sync.read(readFileSync(join(out, cell.file)));
      expect({ file: cell.file, width: picture.width, tall: picture.height >= 844 }).toEqual({ file: cell.file, width: cell.width, tall: true });
    }
    const bytes = (file: string) => readFileSync(join(out, file));
    // The member's reward centre with the switch off says it is closed: another picture.
    expect(bytes('rewardCenter/default/type0/CN-390.png').equals(bytes('rewardCenter/noRewardCentre/type0/CN-390.png'))).toBe(false);
    expect(bytes('memberHome/default/type0/CN-390.png').equals(bytes('memberHome/default/type0/EN-390.png'))).toBe(false);
    expect(await switches(platform.url)).toEqual(before);

    const report = readFileSync(writeReport(out, cells), 'utf8');
    for (const filter of ['screen', 'flagSet', 'member', 'language', 'width']) expect(report).toContain(`data-filter="${filter}"`);
    for (const cell of cells) expect(report).toContain(`src="${cell.file}"`);
  });

  test('the world is fixed: the same screen taken twice, after other tests have run, is the same picture', async ({ browser, platform }) => {
    const matrix = parseMatrix({ flagSets: { default: {} }, memberTypes: [0], languages: ['CN'] });
    const screens = screensNamed('memberHome');
    await captureMatrix({ browser, baseUrl: platform.url, opsToken: OPS_TOKEN, matrix, screens, out: join(out, 'approved') });
    const second = await captureMatrix({ browser, baseUrl: platform.url, opsToken: OPS_TOKEN, matrix, screens, out: join(out, 'now') });
    // Chromium's software raster may shade a few edge pixels a shade apart between two runs (59 of
    // 329,160 once, none beyond pixelmatch's colour threshold): the same picture as QA compares it.
    const [verdict] = compareWithBaseline(join(out, 'now'), join(out, 'approved'), second);
    if (verdict!.verdict !== 'same') {
      for (const folder of ['approved', 'now']) await test.info().attach(folder, { path: join(out, folder, second[0]!.file), contentType: 'image/png' });
    }
    expect({ verdict: verdict!.verdict, differentPixels: verdict!.differentPixels }).toEqual({ verdict: 'same', differentPixels: 0 });
  });
});
