import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../src/contract/index';
import { REPO } from '../server/helpers';

/** Source files of both sides of a call: the client's endpoints and the platform's routes. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** How a path is written when someone sends or serves it by hand: the literal, or a template up to its first parameter. */
function handWritten(path: string): RegExp {
  const cut = path.indexOf('/:');
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return cut < 0 ? new RegExp(`['"\`]${escaped(path)}[?'"\`]`) : new RegExp(`[\`'"]${escaped(path.slice(0, cut))}/(\\$\\{|:)`);
}

describe('a call under contract is written once', () => {
  const files = [...sources(join(REPO, 'src/api')), ...sources(join(REPO, 'src/server'))];
  const texts = files.map((file) => ({ file: relative(REPO, file), text: readFileSync(file, 'utf8') }));

  it('no client endpoint or server route spells out the method and path of a call the contract holds', () => {
    const spelled = allCalls.flatMap((call) => {
      const pattern = handWritten(call.path);
      return texts.filter(({ text }) => pattern.test(text)).map(({ file }) => `${call.path} in ${file}`);
    });
    expect(spelled).toEqual([]);
  });

  it('the check sees a path written by hand', () => {
    expect(handWritten('/wps/transaction/records').test("get('/wps/transaction/records')")).toBe(true);
    expect(handWritten('/wps/transaction/deposit/:id').test('get(`/wps/transaction/deposit/${id}`)')).toBe(true);
    expect(handWritten('/wps/transaction/deposit').test("get('/wps/transaction/deposit/channels')")).toBe(false);
  });
});
