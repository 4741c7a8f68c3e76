import { describe, expect, it } from 'vitest';
import { readViewCookie, viewCookieValue } from '../../src/engine/view-cookie';

describe('the view cookie', () => {
  it('carries the language, a kept session and a hidden download bar, and reads back the same', () => {
    const facts = { language: 'EN', member: true, downloadBarHidden: true };
    expect(viewCookieValue(facts)).toBe('EN.m.n');
    expect(readViewCookie(`a=1; wl_view=${viewCookieValue(facts)}; b=2`)).toEqual(facts);
    expect(readViewCookie(`wl_view=${viewCookieValue({ language: 'CN', member: false, downloadBarHidden: false })}`)).toEqual({ language: 'CN', member: false, downloadBarHidden: false });
  });

  it('reads a missing or unreadable cookie as a first visit', () => {
    const first = { language: null, member: false, downloadBarHidden: false };
    expect(readViewCookie(undefined)).toEqual(first);
    expect(readViewCookie('other=1')).toEqual(first);
    expect(readViewCookie('wl_view=<script>')).toEqual(first);
    expect(readViewCookie('wl_view=english.m').member).toBe(true);
    expect(readViewCookie('wl_view=english.m').language).toBeNull();
  });
});
