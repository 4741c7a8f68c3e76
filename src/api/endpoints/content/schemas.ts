import type { z } from 'zod/mini';
import type { announcementAnswer, bannerAnswer, signUpStatusAnswer } from '../../../contract/content/announcements';

// The answer shapes live with the call contract (src/contract/content/announcements.ts).
export type SignUpStatus = z.infer<typeof signUpStatusAnswer>;
/** Announcements and promotions share one shape (promotions are type PR). */
export type Announcement = z.infer<typeof announcementAnswer>;
export type Banner = z.infer<typeof bannerAnswer>;

/** The image with sequence 1, which lists and details show. */
export function firstImage(a: Pick<Announcement, 'announcementImages'>): string | null {
  return a.announcementImages.find((i) => i.sequence === 1)?.url ?? null;
}
