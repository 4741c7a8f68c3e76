import type { QueryView } from './queries';

/**
 * What the platform's page drawer (src/ssr/render-page.tsx, built to dist/ssr) is given for one
 * page, and what it answers: the two sides meet only through the built file, so the shape is
 * declared here, below both.
 */
export interface PageToDraw {
  /** Path and query, e.g. "/m/gameList?gameType=RNG". */
  url: string;
  /** The layouts' version: parsed documents are kept per version. */
  etag: string;
  /** The players' documents (template uses expanded), as served. */
  documents: () => Record<string, unknown>;
  template: { templateId: string; merchantCode: string; parameters: Record<string, string> };
  flags: Record<string, boolean>;
  /** The language the page is drawn in (offered by the template). */
  language: string;
  /** The page's query answers by query name, as the screen's store holds them. */
  data: Record<string, QueryView>;
  userAgent: string;
  /** The player hid the download bar on this device. */
  downloadBarHidden: boolean;
  /**
   * A member's page: the type their kept session has (drawn as that type of member's, with nothing
   * of their own: no name, balance or answers). Null for a guest's.
   */
  member: { type: number } | null;
}

/** The drawn page: #root's HTML, <html>'s style (the merchant's colours) and the title. */
export interface DrawnPage {
  html: string;
  style: string;
  title: string;
}
