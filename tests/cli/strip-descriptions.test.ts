import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { stripDescriptions } from '../../src/cli/strip-descriptions';

/** Runs the plugin's transform as the build would, with the parser the build uses. */
function strip(code: string, id = '/app/widgets/Text/index.ts'): string {
  const plugin = stripDescriptions();
  const transform = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
  return transform.call({ parse: parseAst }, code, id)?.code ?? code;
}

describe('descriptions left out of the client build', () => {
  const source = [
    "export const textWidget = defineWidget({",
    "  type: 'Text',",
    "  description: 'A line of text ' +",
    "    'in the theme.',",
    "  props: textProps,",
    "});",
    "const other = { description: 'kept: not a definition' };",
  ].join('\n');

  it('empties the description of a definition without moving any code (lines and columns stay)', () => {
    const out = strip(source);
    expect(out).toHaveLength(source.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(source.split('\n').map((line) => line.length));
    expect(out).not.toContain('A line of text');
    expect(out).not.toContain('in the theme.');
    expect(out).toMatch(/description: '' +\n +,/);
    expect(out).toContain("props: textProps,");
    expect(out).toContain("description: 'kept: not a definition'");
  });

  it('leaves other files alone, and the result still parses', () => {
    expect(strip(source, '/app/src/engine/resolve.ts')).toBe(source);
    expect(() => parseAst(strip(source))).not.toThrow();
    const action = "export const a = defineAction({ name: 'x', description: `multi ${'part'}`, params, run });";
    expect(strip(action, '/app/src/actions/handlers/x.ts')).toContain("description: ''");
  });

  it("leaves a call's summary and input schema out, keeping what the client sends and parses with", () => {
    const call = [
      'export const records = defineCall({',
      "  method: 'GET',",
      "  path: '/wps/transaction/records',",
      "  summary: 'The member\\'s money movements.',",
      '  input: z.object({',
      '    size: z._default(queryInt(1, 100), 20),',
      '  }),',
      '  answer: recordsAnswer,',
      '});',
    ].join('\n');
    const out = strip(call, '/app/src/contract/funds/withdraw.ts');
    expect(out.split('\n').map((line) => line.length)).toEqual(call.split('\n').map((line) => line.length));
    expect(out).not.toContain('money movements');
    expect(out).not.toContain('queryInt');
    expect(out).toMatch(/input: 0 +\n +\n +,/);
    expect(out).toContain("path: '/wps/transaction/records',");
    expect(out).toContain('answer: recordsAnswer,');
    expect(() => parseAst(out)).not.toThrow();
  });
});

describe('the client never reads what its build leaves out', () => {
  const ROOT = join(import.meta.dirname, '../..');
  const files = ['src/api', 'src/app', 'src/state', 'src/actions', 'src/queries', 'src/render', 'widgets'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );

  it("no client code reads a call's input schema or summary (a type may name them)", () => {
    const reads = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        // Texts and type positions (`typeof deposit.input`) aside, a read is `.input` or `.summary`.
        .filter((line) => /\.(input|summary)\b/.test(line.replace(/'[^']*'|`[^`]*`|"[^"]*"/g, '').replace(/typeof [\w.]+/g, '')))
        .map((line) => `${file.slice(ROOT.length + 1)}: ${line.trim()}`),
    );
    expect(reads).toEqual([]);
  });
});
