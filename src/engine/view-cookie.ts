/**
 * What the platform may know of a player's device before its first script runs, written by the app
 * into one cookie (`wl_view`): the language the player chose, whether a session is kept, whether
 * the download bar was hidden. The platform draws a guest's page in that language and with that
 * bar, and does not draw a member's page as a guest's (the app draws it).
 */
export const VIEW_COOKIE = 'wl_view';

export interface ViewFacts {
  language: string | null;
  member: boolean;
  downloadBarHidden: boolean;
}

/** The cookie's value, e.g. "EN.m.n" (language, then "m" for a member, "n" for no download bar). */
export function viewCookieValue(facts: ViewFacts): string {
  return [facts.language ?? '', facts.member ? 'm' : '', facts.downloadBarHidden ? 'n' : ''].filter((part, i) => i === 0 || part).join('.');
}

/** The facts of a Cookie header; a missing or unreadable cookie reads as a first visit. */
export function readViewCookie(header: string | undefined): ViewFacts {
  const raw = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VIEW_COOKIE}=`))
    ?.slice(VIEW_COOKIE.length + 1);
  const [language = '', ...marks] = (raw ?? '').split('.');
  return { language: /^[A-Z]{2,3}$/.test(language) ? language : null, member: marks.includes('m'), downloadBarHidden: marks.includes('n') };
}
