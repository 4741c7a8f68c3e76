import { z } from 'zod/mini';
import { defineCall } from '../call';
import { language, merchantFields, positiveId, queryInt } from '../fields';

/** A whole number the platform answers (an id, a count). */
export const whole = z.number().check(z.int());

/** A member's sign-up to a promotion: ALLOW_JOIN until joined, SIGN_UP_DUE once it ended. */
export const signUpStatusAnswer = z.enum(['ALLOW_JOIN', 'PENDING', 'JOINED', 'REJECTED', 'ISSUED', 'CLAIMED', 'SIGN_UP_DUE']);

/** Announcements and promotions share one shape (promotions are type PR; banners B are answered apart). */
export const announcementAnswer = z.object({
  id: whole,
  type: z.enum(['PL', 'PU', 'PR', 'H', 'A']),
  title: z.string(),
  /** Operator HTML: sanitise before rendering. */
  content: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  groupName: z.string(),
  hot: z.boolean(),
  promoAnnouncementCategoryIds: z.array(whole),
  announcementImages: z.array(z.object({ sequence: whole, url: z.string() })),
  linkedPromotionId: z.nullable(whole),
  imageRequired: z.enum(['Y', 'N']),
  remarkRequired: z.enum(['Y', 'N']),
  /** O = manual apply; anything else = direct claim. */
  signUpRequestRewardType: z.string(),
  /** Only with a real member's session and for promotions that take sign-ups. */
  signUpStatus: z.nullable(signUpStatusAnswer),
  /** Present only with a real member's session. */
  read: z.optional(z.boolean()),
});

/** A banner of the requested group; url draws it (in the player's language when the merchant has its texts). */
export const bannerAnswer = z.object({ id: whole, url: z.string(), groupName: z.string(), title: z.string(), subtitle: z.string(), link: z.string() });

const unreadCount = z.number().check(z.int(), z.gte(0));

/**
 * Guests too (a real member's session adds read flags and sign-up statuses). types is a comma list
 * of B, PL, PU, PR, H, A; an unknown one is 400 validation.failed.
 */
export const announcements = defineCall({
  method: 'GET',
  path: '/wps/announcements',
  summary: 'Banners and announcements of the requested types, split by kind, with the unread count.',
  input: z.object({
    ...merchantFields,
    language,
    types: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'B,PL,PU,PR,H'),
    groupName: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a group name such as m_home'))),
    platform: z._default(z.literal('M'), 'M'),
  }),
  answer: z.object({
    promotion: z.array(announcementAnswer),
    banners: z.array(bannerAnswer),
    player: z.array(announcementAnswer),
    popup: z.array(announcementAnswer),
    hot: z.array(announcementAnswer),
    agent: z.array(announcementAnswer),
    unreadCount,
  }),
});

/** Guests too. types PL, PU, PR, H or A (400 validation.failed for B or an unknown one). */
export const notices = defineCall({
  method: 'GET',
  path: '/wps/announcements/notices',
  summary: 'The notices page list (player notices by default, types=A for agents) with the unread count.',
  input: z.object({ ...merchantFields, language, types: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'PL') }),
  answer: z.object({ list: z.array(announcementAnswer), unreadCount }),
});

/** Guests too. */
export const popularAnnouncements = defineCall({
  method: 'GET',
  path: '/wps/announcements/popular',
  summary: 'Announcements and promotions the operator marked hot (5 by default, at most 20).',
  input: z.object({ ...merchantFields, language, limit: z._default(queryInt(1, 20), 5) }),
  answer: z.object({ list: z.array(announcementAnswer) }),
});

/** Real members only (403 free_reject for trial accounts, before the body); 404 announcement.notFound. */
export const announcementRead = defineCall({
  method: 'POST',
  path: '/wps/announcements/read',
  auth: 'session',
  summary: "Sets the member's read flag of an announcement (read: false marks it unread).",
  input: z.object({ announcementId: positiveId, read: z._default(z.boolean(), true) }),
  answer: z.object({ announcementId: whole, read: z.boolean() }),
});
