import { describe, expect, it } from 'vitest';
import { readViewCookie, viewCookieValue } from '../../src/engine/view-cookie';

describe('the view cookie', () => {
  it('carries the language, a kept session and a hidden download bar, and reads back the same', () => {
    const facts = { language: 'EN', member: true, memberType: 1, downloadBarHidden: true };
    expect(viewCookieValue(facts)).toBe('EN.m1.n');
    expect(readViewCookie(`a=1; wl_view=${viewCookieValue(facts)}; b=2`)).toEqual(facts);
    const guest = { language: 'CN', member: false, memberType: null, downloadBarHidden: false };
    expect(readViewCookie(`wl_view=${viewCookieValue(guest)}`)).toEqual(guest);
  });

  it('knows a member whose type it was not told (written before the type was): a member of no known type', () => {
    expect(viewCookieValue({ language: 'CN', member: true, memberType: null, downloadBarHidden: false })).toBe('CN.m');
    expect(readViewCookie('wl_view=CN.m')).toMatchObject({ member: true, memberType: null });
    expect(readViewCookie('wl_view=CN.m4').memberType).toBe(4);
    expect(readViewCookie('wl_view=CN.mx')).toMatchObject({ member: false, memberType: null });
  });

  it('reads a missing or unreadable cookie as a first visit', () => {
    const first = { language: null, member: false, memberType: null, downloadBarHidden: false };
    expect(readViewCookie(undefined)).toEqual(first);
    expect(readViewCookie('other=1')).toEqual(first);
    expect(readViewCookie('wl_view=<script>')).toEqual(first);
    expect(readViewCookie('wl_view=english.m').member).toBe(true);
    expect(readViewCookie('wl_view=english.m').language).toBeNull();
  });
});
