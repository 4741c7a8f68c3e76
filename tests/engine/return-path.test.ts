import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '../../src/engine/return-path';

describe('the page a sign-in brings a player back to', () => {
  it.each([
    ['/m/webEmail', '/m/webEmail'],
    ['/m/activityDetail?id=3', '/m/activityDetail?id=3'],
    ['/m', '/m'],
  ])('%s is one of this app\'s pages', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each(['https://evil.example/m/home', '//evil.example/m', '/\\evil.example', '/m/ home', '/other/page', '/m/login', '/m/register?x=1', '/m/forget', '', 42, null, `/m/${'x'.repeat(600)}`])(
    '%s is never one',
    (value) => expect(safeReturnPath(value)).toBeUndefined(),
  );

  it('adds the current page to a gate link, encoded, and nothing for pages that are not returns', () => {
    expect(withReturnPath('/m/login', '/m/fav-games?type=HOT')).toBe('/m/login?returnTo=%2Fm%2Ffav-games%3Ftype%3DHOT');
    expect(withReturnPath('/m/login?x=1', '/m/webEmail')).toBe('/m/login?x=1&returnTo=%2Fm%2FwebEmail');
    expect(withReturnPath('/m/login', '/m/login')).toBe('/m/login');
  });
});
