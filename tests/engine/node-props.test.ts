import { describe, expect, it } from 'vitest';
import { formatLayout } from '../../src/engine/format-layout';
import { inlineAllProps, NO_PROPS, propPointer, withProps, writtenProps } from '../../src/engine/node-props';
import { parseLayoutDocument } from '../../src/engine/parse';
import { validateLayoutDocument } from '../../src/engine/validate-ajv';

const screen = (root: unknown) => ({ schemaVersion: '1.0', kind: 'screen', id: 'probe', root });

describe('node props, inline or in "props"', () => {
  it('reads a node\'s props in either form, gathering inline ones once per node', () => {
    const inline = { type: 'Text', id: 'x', when: true, text: 't:hello', variant: 'muted', on: {}, children: [], fallback: { type: 'Text' } };
    expect(writtenProps(inline)).toEqual({ text: 't:hello', variant: 'muted' });
    expect(writtenProps(inline)).toBe(writtenProps(inline));
    const boxed = { type: 'TextField', props: { type: 'email', name: 'email' } };
    expect(writtenProps(boxed)).toBe(boxed.props);
    expect(writtenProps({ type: 'Spacer' })).toBe(NO_PROPS);
  });

  it('points at a prop where it is written', () => {
    expect(propPointer({ type: 'Text', text: 'x' }, '/root/children/2', 'text')).toBe('/root/children/2/text');
    expect(propPointer({ type: 'Text', props: { text: 'x' } }, '/root', 'text')).toBe('/root/props/text');
  });

  it('changes props in the node\'s own form', () => {
    expect(withProps({ type: 'Include', id: 'a', layout: 'x', with: { n: 1 } }, { layout: 'x#1' })).toEqual({ type: 'Include', id: 'a', layout: 'x#1' });
    expect(withProps({ type: 'Include', props: { layout: 'x' } }, { layout: 'y' })).toEqual({ type: 'Include', props: { layout: 'y' } });
  });

  it('the formatter writes props inline, except where a prop is named like a node key', () => {
    const doc = screen({ type: 'Stack', props: { gap: 8 }, children: [{ type: 'TextField', props: { type: 'email', name: 'e' } }, { use: 'tile', with: { props: 1 } }] });
    expect(inlineAllProps(doc)).toEqual(screen({ type: 'Stack', gap: 8, children: [{ type: 'TextField', props: { type: 'email', name: 'e' } }, { use: 'tile', with: { props: 1 } }] }));
    // Query params and actions are not nodes, whatever keys they hold.
    const params = { call: 'games.list', params: { type: 'RNG', props: { a: 1 } } };
    expect(inlineAllProps(params)).toEqual(params);
    const text = formatLayout(doc);
    expect(formatLayout(JSON.parse(text))).toBe(text);
  });

  it('the published schema accepts either form and refuses a mix, an unknown inline prop and a prop of the wrong type, at its pointer', () => {
    expect(validateLayoutDocument(screen({ type: 'Text', text: 't:x', variant: 'muted' })).ok).toBe(true);
    expect(validateLayoutDocument(screen({ type: 'Text', props: { text: 't:x' } })).ok).toBe(true);
    expect(validateLayoutDocument(screen({ type: 'TextField', props: { type: 'email', name: 'e' } })).ok).toBe(true);
    const mixed = validateLayoutDocument(screen({ type: 'Text', text: 't:x', props: { variant: 'muted' } }));
    expect(mixed.ok).toBe(false);
    const typo = validateLayoutDocument(screen({ type: 'Text', txt: 't:x' }));
    expect(typo.ok).toBe(false);
    if (!typo.ok) expect(typo.issues.map((issue) => issue.path)).toContain('/root');
    const bad = validateLayoutDocument(screen({ type: 'Text', text: 42 }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((issue) => issue.path)).toContain('/root/text');
  });

  it('the parser keeps inline props on the node', () => {
    const parsed = parseLayoutDocument(screen({ type: 'Text', text: 't:x' }));
    expect(parsed.ok && parsed.doc.kind === 'screen' && writtenProps(parsed.doc.root)).toEqual({ text: 't:x' });
  });
});
