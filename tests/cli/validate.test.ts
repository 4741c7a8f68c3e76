import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const fixtures = 'tests/fixtures/layouts';

function runValidate(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/validate.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('validate CLI', () => {
  test('a folder of good layouts passes with exit 0 and a summary', () => {
    const { code, out } = runValidate(`${fixtures}/good`);
    expect(out).toContain('2 layout file(s) checked: 2 valid, 0 with 0 problem(s)');
    expect(code).toBe(0);
  }, 30_000);

  test('bad layouts print file:pointer: message per problem and exit 1', () => {
    const { code, out, err } = runValidate(`${fixtures}/bad`, `${fixtures}/good/welcome.json`);
    expect(out).toContain(`${fixtures}/bad/unknown-widget.json:/root/children/0/type: unknown widget type "Carousel3D"`);
    expect(out).toContain(`${fixtures}/bad/unknown-widget.json:/root/children/1/when: unknown condition operator "bogus"`);
    expect(out).toMatch(new RegExp(`${fixtures}/bad/not-json.json: not valid JSON`));
    // Schema issues and the lint's own (the unknown widget is both) are all listed.
    expect(err).toContain('3 layout file(s) checked: 1 valid, 2 with 4 problem(s)');
    expect(code).toBe(1);
  }, 30_000);

  test('a missing path or no arguments is a usage error', () => {
    expect(runValidate('no/such/folder')).toMatchObject({ code: 2, err: expect.stringContaining('no such file or folder') });
    expect(runValidate()).toMatchObject({ code: 2, err: expect.stringContaining('usage') });
  }, 30_000);
});
