import { describe, expect, it } from 'vitest';
import { offeredLanguages, startingLanguage } from '../../src/engine/languages';

describe('template languages', () => {
  it('reads the language parameter: upper case, no repeats, nonsense left out; CN when it says nothing', () => {
    expect(offeredLanguages({ language: ' en, cn ,EN,x1,' })).toEqual(['EN', 'CN']);
    expect(offeredLanguages({})).toEqual(['CN']);
    expect(offeredLanguages({ language: '' })).toEqual(['CN']);
  });

  it('a player starts in the stored (or default) language when offered, else in the template\'s first', () => {
    expect(startingLanguage({ language: 'EN,CN' })).toBe('CN');
    expect(startingLanguage({ language: 'EN,CN' }, 'EN')).toBe('EN');
    expect(startingLanguage({ language: 'EN,TH' })).toBe('EN');
    expect(startingLanguage({ language: 'EN' }, 'TH')).toBe('EN');
  });
});
