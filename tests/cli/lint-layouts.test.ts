import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const lint = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/lint-layouts.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run lint:layouts', () => {
  test('the default layouts have no lint errors', () => {
    const result = lint();
    const errors = result.stdout.split('\n').filter((line) => line.includes('.json:') && !line.includes(': warning: '));
    expect(errors).toEqual([]);
    expect(result.status).toBe(0);
  }, 60_000);

  test('refuses each class of broken layout with its file and pointer; dead links are warnings', () => {
    const { status, stdout } = lint('tests/fixtures/layouts/lint');
    const file = 'tests/fixtures/layouts/lint/broken.json';
    expect(stdout).toContain(`${file}:/root/children/0/props/text: unknown text key "no_such_text"`);
    expect(stdout).toContain(`${file}:/root/children/1/id: node id "twice" is used twice in this document (first at /root/children/0)`);
    expect(stdout).toContain(`${file}:/root/children/1/when: "NOSUCHSWITCH" is not a whitelabel switch of the catalogue`);
    expect(stdout).toContain(`${file}:/root/children/1/props/text: "user.name" is outside the documented context`);
    expect(stdout).toContain(`${file}:/root/children/2/on/press/0/to: no route matches "/m/nowhere"`);
    expect(stdout).toContain(`${file}:/root/children/2/on/press/1/list: unknown action list "noSuchList"`);
    expect(stdout).toContain(`${file}:/root/children/3/on/press: Text never raises "press"`);
    expect(status).toBe(1);
  }, 60_000);
});
