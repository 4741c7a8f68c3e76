/**
 * What the platform may know of a player's device before its first script runs, written by the app
 * into one cookie (`wl_view`): the language the player chose, whether a session is kept and of
 * which member type, whether the download bar was hidden. The platform draws the page in that
 * language and with that bar, and a member's page as that type of member's (without anything of
 * the member's own: the session never reaches the platform with a navigation).
 */
export const VIEW_COOKIE = 'wl_view';

export interface ViewFacts {
  language: string | null;
  member: boolean;
  /** The kept session's member type, when the app knew it (a member's page is drawn only then). */
  memberType: number | null;
  downloadBarHidden: boolean;
}

const MEMBER_MARK = /^m(\d{1,3})?$/;

/** The cookie's value, e.g. "EN.m1.n" (language, then "m" and the type for a member, "n" for no download bar). */
export function viewCookieValue(facts: ViewFacts): string {
  const member = facts.member ? `m${facts.memberType ?? ''}` : '';
  return [facts.language ?? '', member, facts.downloadBarHidden ? 'n' : ''].filter((part, i) => i === 0 || part).join('.');
}

/** The facts of a Cookie header; a missing or unreadable cookie reads as a first visit. */
export function readViewCookie(header: string | undefined): ViewFacts {
  const raw = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VIEW_COOKIE}=`))
    ?.slice(VIEW_COOKIE.length + 1);
  const [language = '', ...marks] = (raw ?? '').split('.');
  const member = marks.map((mark) => MEMBER_MARK.exec(mark)).find(Boolean);
  return {
    language: /^[A-Z]{2,3}$/.test(language) ? language : null,
    member: Boolean(member),
    memberType: member?.[1] !== undefined ? Number(member[1]) : null,
    downloadBarHidden: marks.includes('n'),
  };
}
