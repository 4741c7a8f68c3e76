import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLayout, LINE_WIDTH } from '../../src/engine/format-layout';

const LAYOUTS = join(__dirname, '../../layouts');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));

describe('canonical layout text', () => {
  it('puts what an object is first and what it holds last, keeping the order of the rest', () => {
    const text = formatLayout({ children: [], props: { b: 1, a: 2 }, when: true, type: 'Stack', on: {}, id: 'x' });
    // The node's props are written inline, in their order, between what it is and what it holds.
    expect(Object.keys(JSON.parse(text))).toEqual(['type', 'id', 'when', 'b', 'a', 'on', 'children']);
    expect(text).toBe('{"type": "Stack", "id": "x", "when": true, "b": 1, "a": 2, "on": {}, "children": []}\n');
  });

  it('breaks a value over lines only when its line would pass the width, and never changes what it says', () => {
    const long = { type: 'Text', props: { text: 'x'.repeat(LINE_WIDTH) }, children: [{ type: 'Spacer' }] };
    const text = formatLayout(long);
    expect(text).toBe(`{\n  "type": "Text",\n  "text": "${'x'.repeat(LINE_WIDTH)}",\n  "children": [{"type": "Spacer"}]\n}\n`);
    expect(JSON.parse(text)).toEqual({ type: 'Text', text: 'x'.repeat(LINE_WIDTH), children: [{ type: 'Spacer' }] });
    expect(formatLayout({ a: '中文 "quoted" \n', b: [1, null, false] })).toBe('{"a": "中文 \\"quoted\\" \\n", "b": [1, null, false]}\n');
  });

  it('writes every context read that has a short form as "@path", and nothing else', () => {
    const text = formatLayout({ when: { and: [{ var: 'member.loggedIn' }, { '==': [{ var: 'form.find' }, 'phone'] }] }, props: { a: { $: { var: 'item.id' } } } });
    expect(JSON.parse(text)).toEqual({ when: { and: ['@member.loggedIn', { '==': ['@form.find', 'phone'] }] }, props: { a: { $: '@item.id' } } });
    // A read with a default, the whole context and a computed path keep the long form.
    const kept = { when: { and: [{ var: ['state.tab', 'all'] }, { var: '' }, { var: { cat: ['a', 'b'] } }, { var: 'x', y: 1 }] } };
    expect(JSON.parse(formatLayout(kept))).toEqual(kept);
  });

  it('fills a long list of plain values up to the width, and still breaks a list holding objects one per line', () => {
    const codes = Array.from({ length: 30 }, (_, i) => `CODE_${i}`);
    const text = formatLayout({ codes, nodes: [{ type: 'Text', text: 'x'.repeat(60) }, { type: 'Text', text: 'y'.repeat(60) }] });
    const lines = text.split('\n');
    expect(lines.filter((line) => line.includes('CODE_')).length).toBeLessThan(6);
    expect(lines.every((line) => line.length <= LINE_WIDTH)).toBe(true);
    expect(lines.filter((line) => line.includes('"type": "Text"'))).toHaveLength(2);
    expect(JSON.parse(text)).toEqual({ codes, nodes: [{ type: 'Text', text: 'x'.repeat(60) }, { type: 'Text', text: 'y'.repeat(60) }] });
    expect(formatLayout(JSON.parse(text))).toBe(text);
  });

  it('is idempotent', () => {
    const once = formatLayout(JSON.parse(readFileSync(join(LAYOUTS, 'screens/register.json'), 'utf8')));
    expect(formatLayout(JSON.parse(once))).toBe(once);
  });

  it('every shipped layout is in its canonical form (npm run format:layouts)', () => {
    const unformatted = files(LAYOUTS).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return formatLayout(JSON.parse(text)) !== text;
    });
    expect(unformatted).toEqual([]);
  });
});
