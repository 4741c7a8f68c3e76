import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeAt, outlineOf } from '../../src/studio/outline';

const help = JSON.parse(readFileSync(join(import.meta.dirname, '../../layouts/screens/help.json'), 'utf8')) as unknown;

describe('studio outline', () => {
  it('lists the nodes of a document in order with their depth, ids, template uses and conditions', () => {
    const outline = outlineOf(help);
    expect(outline.slice(0, 4).map((n) => [n.pointer, n.depth, n.label])).toEqual([
      ['/root', 0, 'Stack'],
      ['/root/children/0', 1, 'PageTitle'],
      ['/root/children/1', 1, 'Collection'],
      ['/root/children/1/item', 2, 'Disclosure'],
    ]);
    expect(outline.find((n) => n.label === 'Collection')?.id).toBe('help-items');
    expect(outline.find((n) => n.label === 'emptyState')).toMatchObject({ template: true, pointer: '/root/children/1/empty' });
    // Actions are data, not nodes.
    expect(outline.some((n) => n.pointer.includes('/on/'))).toBe(false);
  });

  it('finds the node a position is in', () => {
    const outline = outlineOf(help);
    expect(nodeAt(outline, '/root/children/1/item/title')?.label).toBe('Disclosure');
    expect(nodeAt(outline, '/root/children/0')?.label).toBe('PageTitle');
    expect(nodeAt(outline, '/queries/help')).toBeNull();
  });
});
