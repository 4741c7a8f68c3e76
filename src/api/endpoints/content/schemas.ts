import { z } from 'zod/mini';

export const signUpStatusSchema = z.enum(['ALLOW_JOIN', 'PENDING', 'JOINED', 'REJECTED', 'ISSUED', 'CLAIMED', 'SIGN_UP_DUE']);
export type SignUpStatus = z.infer<typeof signUpStatusSchema>;

/** Announcements and promotions share one shape (promotions are type PR). */
export const announcementSchema = z.object({
  id: z.number().check(z.int()),
  type: z.enum(['PL', 'PU', 'PR', 'H', 'A']),
  title: z.string(),
  /** Operator HTML: sanitise before rendering. */
  content: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  groupName: z.string(),
  hot: z.boolean(),
  promoAnnouncementCategoryIds: z.array(z.number().check(z.int())),
  announcementImages: z.array(z.object({ sequence: z.number().check(z.int()), url: z.string() })),
  linkedPromotionId: z.nullable(z.number().check(z.int())),
  imageRequired: z.enum(['Y', 'N']),
  remarkRequired: z.enum(['Y', 'N']),
  /** O = manual apply; anything else = direct claim. */
  signUpRequestRewardType: z.string(),
  signUpStatus: z.nullable(signUpStatusSchema),
  /** Present only with a real member's session. */
  read: z.optional(z.boolean()),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const bannerSchema = z.object({ id: z.number().check(z.int()), url: z.string(), groupName: z.string(), title: z.string(), subtitle: z.string(), link: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

/** The image with sequence 1, which lists and details show. */
export function firstImage(a: Pick<Announcement, 'announcementImages'>): string | null {
  return a.announcementImages.find((i) => i.sequence === 1)?.url ?? null;
}
