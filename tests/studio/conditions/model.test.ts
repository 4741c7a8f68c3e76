import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullyStructured, readCondition, writeCondition } from '../../../src/studio/conditions/model';

const LAYOUTS = join(import.meta.dirname, '../../../layouts');
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));

/** Every `when` rule of the shipped layouts (nodes, entries, actions), with where it is. */
function shippedConditions(): { where: string; rule: unknown }[] {
  const found: { where: string; rule: unknown }[] = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}/${i}`));
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'when') found.push({ where: `${where}/when`, rule: child });
      walk(child, `${where}/${key}`);
    }
  };
  for (const file of files(LAYOUTS)) walk(JSON.parse(readFileSync(file, 'utf8')), file.slice(LAYOUTS.length));
  return found;
}

describe('condition builder model', () => {
  const shipped = shippedConditions();

  it('round-trips every shipped condition unchanged, key order included', () => {
    expect(shipped.length).toBeGreaterThan(300);
    const changed = shipped.filter(({ rule }) => JSON.stringify(writeCondition(readCondition(rule))) !== JSON.stringify(rule));
    expect(changed).toEqual([]);
  });

  it('shows almost every shipped condition with its own controls, not as raw JSON', () => {
    const raw = shipped.filter(({ rule }) => !fullyStructured(readCondition(rule)));
    // The rest hold a computed value (reduce, filter, count, substr, if, +) inside an otherwise
    // structured rule: that part is a JSON box in its row (50 of 503 today).
    expect(raw.length / shipped.length).toBeLessThan(0.15);
    expect(shipped.filter(({ rule }) => readCondition(rule).kind === 'raw').length / shipped.length).toBeLessThan(0.05);
  });

  it('reads the forms json-logic allows for the same thing, and writes each back in its own form', () => {
    for (const rule of ['@flags.CBS3', { '!': '@x' }, { '==': ['@form.find', 'phone'] }, { '==': ['@ home', 'x'] }, { var: 'flags.CBS3' }, { var: ['route.query.i'] }, { var: ['member.type', 0] }, { '!': { var: 'x' } }, { '!': [{ var: 'x' }] }, { '!!': [{ var: 'x' }] }, { '!!': { var: 'x' } }, true, { in: [{ var: 'member.type' }, [1, 2]] }, { '<': [1, { var: 'a' }, 3] }]) {
      expect(writeCondition(readCondition(rule))).toEqual(rule);
    }
    expect(readCondition({ '<': [1, { var: 'a' }, 3] }).kind).toBe('raw');
    // A short read is a context value, a text that only starts with "@" is a literal.
    expect(readCondition({ '==': ['@form.find', '@ home'] })).toEqual({
      kind: 'compare',
      op: '==',
      left: { kind: 'var', path: 'form.find', form: 'short' },
      right: { kind: 'value', value: '@ home' },
    });
    expect(readCondition({ and: [{ var: 'a' }, { '==': [{ var: 'b' }, 'x'] }] })).toEqual({
      kind: 'group',
      op: 'and',
      items: [
        { kind: 'truthy', operand: { kind: 'var', path: 'a', form: 'plain' }, double: false },
        { kind: 'compare', op: '==', left: { kind: 'var', path: 'b', form: 'plain' }, right: { kind: 'value', value: 'x' } },
      ],
    });
  });
});
