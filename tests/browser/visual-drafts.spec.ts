import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runVisual } from '../../src/cli/visual/run-visual';
import { expect, test } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

test.describe('QA pictures of drafts, against a baseline, taking again only what changed', () => {
  let dir = '';
  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wl-visual-drafts-'));
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('a draft of one screen: only that screen is taken again, its change is found, the other keeps its approved picture; the approved world stays the same', async () => {
    test.setTimeout(120_000);
    const matrixJson = { flagSets: { default: {} }, memberTypes: ['guest'], layouts: ['help', 'notice'] };
    const baseline = join(dir, 'baseline');
    const approved = await runVisual({ root, matrixJson, out: join(dir, 'first'), baseline, approve: true });
    expect(approved.cells.map((cell) => cell.file)).toEqual([join('help', 'default', 'guest', 'CN-390.png'), join('notice', 'default', 'guest', 'CN-390.png')]);


    const help = JSON.parse(readFileSync(join(root, 'layouts/screens/help.json'), 'utf8')) as { root: { children: unknown[] } };
    help.root.children.unshift({ type: 'Text', props: { text: 't:app_title_notice', variant: 'title' } });
    mkdirSync(join(dir, 'drafts'));
    writeFileSync(join(dir, 'drafts', 'help.json'), JSON.stringify(help));
    const lines: string[] = [];
    const drafted = await runVisual({ root, matrixJson, out: join(dir, 'draft'), baseline, drafts: join(dir, 'drafts'), changed: true, log: (line) => lines.push(line) });
    expect(lines).toContain("drafts published to this run's platform: help");
    expect(lines.some((line) => line.startsWith('--changed: changed since the baseline: help; 1 of 2 screens taken again'))).toBe(true);
    expect(drafted.comparisons?.map((c) => [c.cell.screen, c.verdict, c.cell.kept ?? false])).toEqual([['help', 'changed', false], ['notice', 'same', true]]);
    const report = readFileSync(drafted.report, 'utf8');
    expect(report).toContain('kept from the baseline');
    expect(report).toContain('Condition coverage');
  });
});
