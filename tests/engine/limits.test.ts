import { describe, expect, it } from 'vitest';
import { checkLayoutLimits, LAYOUT_LIMITS } from '../../src/engine/limits';
import { parseLayoutDocument } from '../../src/engine/parse';
import { validateLayoutDocument } from '../../src/engine/validate-ajv';

const screen = (root: unknown) => ({ schemaVersion: '1.0', kind: 'screen', id: 'home', root });
function nestedNodes(depth: number): unknown {
  let node: unknown = { type: 'Text', props: { text: 'x' } };
  for (let i = 0; i < depth; i++) node = { type: 'Stack', children: [node] };
  return node;
}
function nestedNot(depth: number): unknown {
  let rule: unknown = { var: 'member.loggedIn' };
  for (let i = 0; i < depth; i++) rule = { '!': rule };
  return rule;
}

describe('layout limits, checked before any validator walks a document', () => {
  it('refuses nodes nested 1,000 deep and a condition of 5,000 nested "!", with a pointer, without overflowing', () => {
    const deep = checkLayoutLimits(screen(nestedNodes(1000)), 'home');
    expect(deep).toHaveLength(1);
    expect(deep[0].path).toMatch(/^\/root(\/children\/0)+/);
    expect(deep[0].message).toMatch(/nested deeper than 64 levels/);
    const rule = screen({ type: 'Stack', when: nestedNot(5000) });
    const validated = validateLayoutDocument(rule);
    expect(validated.ok).toBe(false);
    if (!validated.ok) expect(validated.issues[0].path).toMatch(/^\/root\/when(\/!)+/);
    // The app's own parse never throws on one either.
    expect(parseLayoutDocument(screen({ type: 'Stack', when: nestedNot(50_000) })).ok).toBe(false);
  });

  it('refuses too many nodes and too many bytes; real layouts pass', () => {
    const many = screen({ type: 'Stack', children: Array.from({ length: LAYOUT_LIMITS.nodes + 1 }, () => ({ type: 'Text', props: { text: 'x' } })) });
    expect(checkLayoutLimits(many)[0].message).toMatch(/more than 2000 nodes/);
    const big = screen({ type: 'Text', props: { text: 'x'.repeat(LAYOUT_LIMITS.bytes) } });
    expect(checkLayoutLimits(big)[0].message).toMatch(/larger than 256 KB/);
    expect(checkLayoutLimits(screen(nestedNodes(20)))).toEqual([]);
  });
});

describe('one rule for layout versions', () => {
  it('publishing accepts the version this build supports; a newer minor is refused with a reason, and the app renders one it meets anyway', () => {
    const doc = (schemaVersion: string) => ({ schemaVersion, kind: 'screen', id: 'home', root: { type: 'Stack' } });
    expect(validateLayoutDocument(doc('1.0')).ok).toBe(true);
    const newer = validateLayoutDocument(doc('1.1'));
    expect(newer.ok).toBe(false);
    if (!newer.ok) expect(newer.issues).toEqual([{ documentId: 'home', path: '/schemaVersion', message: 'schemaVersion 1.1 is newer than 1.0: publish it once the server runs a build that supports it' }]);
    const rendered = parseLayoutDocument(doc('1.1'));
    expect(rendered.ok && rendered.warnings[0].path).toBe('/schemaVersion');
    expect(parseLayoutDocument(doc('2.0')).ok).toBe(false);
  });
});
