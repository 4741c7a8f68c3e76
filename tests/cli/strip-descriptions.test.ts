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
});
