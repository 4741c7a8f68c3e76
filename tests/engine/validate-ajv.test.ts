import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { validateLayoutDocument } from '../../src/engine/validate-ajv';

const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/layouts', name), 'utf8'));

describe('validateLayoutDocument (published schemas)', () => {
  test('returns the document when it is valid', () => {
    const doc = fixture('good/welcome.json');
    expect(validateLayoutDocument(doc)).toEqual({ ok: true, doc });
  });

  test('unknown widget types are errors, with the document id and pointer', () => {
    const result = validateLayoutDocument(fixture('bad/unknown-widget.json'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toContainEqual({ documentId: 'broken', path: '/root/children/0/type', message: 'unknown widget type "Carousel3D"' });
    }
  });

  test('a non-object is refused, not thrown', () => {
    expect(validateLayoutDocument(null)).toMatchObject({ ok: false, issues: [{ documentId: '(unknown)', path: '' }] });
  });
});
