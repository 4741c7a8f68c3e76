import { describe, expect, it } from 'vitest';
import { acceptDocuments, acceptDocumentsInTurns } from '../../src/engine/accept-documents';
import type { LayoutDocument } from '../../src/engine/types';

const fragment = (id: string, type = 'Stack') => ({ schemaVersion: '1.0', kind: 'fragment', id, root: { type } });
const served = { a: fragment('a'), b: { kind: 'fragment', id: 'b' }, c: fragment('c', 'Text') };
const lastGood = { b: fragment('b') as unknown as LayoutDocument };

describe('accepting served documents', () => {
  it("keeps a refused document's last good version and says why", () => {
    const accepted = acceptDocuments(served, lastGood);
    expect(Object.keys(accepted.docs).sort()).toEqual(['a', 'b', 'c']);
    expect(accepted.docs.b).toBe(lastGood.b);
    expect(accepted.complete).toBe(false);
    expect(accepted.issues.some((issue) => issue.documentId === 'b' && issue.message.includes('last good'))).toBe(true);
  });

  it('in turns: the same outcome, with a break for the page between slices', async () => {
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    const inTurns = await acceptDocumentsInTurns(served, lastGood, pause, 0);
    expect(inTurns).toEqual(acceptDocuments(served, lastGood));
    // A slice of 0 ms: a break before every document.
    expect(pauses).toBe(3);
    pauses = 0;
    await acceptDocumentsInTurns(served, lastGood, pause, 60_000);
    expect(pauses).toBe(0);
  });
});
