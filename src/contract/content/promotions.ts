import { z } from 'zod/mini';
import { defineCall } from '../call';
import { language, merchantFields, positiveId } from '../fields';
import { announcementAnswer, whole } from './announcements';

/** At most this many characters of remarks with a reward request. */
export const REWARD_REMARKS_MAX = 140;

/** Guests too (a real member's session adds the sign-up statuses). */
export const promotions = defineCall({
  method: 'GET',
  path: '/wps/promotions',
  summary: 'Promotions (type PR), optionally of one category, with the sign-up status for a member.',
  input: z.object({ ...merchantFields, language, categoryId: z.optional(positiveId) }),
  answer: z.object({ list: z.array(announcementAnswer) }),
});

/** Guests too. */
export const promotionCategories = defineCall({
  method: 'GET',
  path: '/wps/promotions/categories',
  summary: 'The promotion category menu (title is a translation key) with each icon.',
  input: z.object({ ...merchantFields, language }),
  answer: z.object({ list: z.array(z.object({ id: whole, /** translation key */ title: z.string(), iconImageUrl: z.string() })) }),
});

/** Guests too. 404 promotion.notFound sends the client back to the list. */
export const promotionDetail = defineCall({
  method: 'GET',
  path: '/wps/promotions/:id',
  summary: 'One promotion (HTML content, images, sign-up status).',
  input: z.object({ id: positiveId, language }),
  answer: announcementAnswer,
});

/**
 * Real members only (403 free_reject), and 403 rewards.disabled while the reward centre (REWCEN3)
 * is off, both before the body; 409 promotion.signUpClosed unless the status is ALLOW_JOIN.
 */
export const promotionSignUp = defineCall({
  method: 'POST',
  path: '/wps/promotions/signUp',
  auth: 'session',
  summary: 'Joins a promotion: ALLOW_JOIN becomes PENDING (reward type O) or JOINED.',
  input: z.object({ promotionId: positiveId }),
  answer: z.object({ success: z.literal(true), promotionId: whole, signUpStatus: z.enum(['PENDING', 'JOINED']) }),
});

/** The fields of a reward request (multipart fields, or a JSON body when no picture is needed). */
export const rewardRequestFields = z.object({
  promotionId: positiveId,
  remarks: z._default(z.string().check(z.trim(), z.maxLength(REWARD_REMARKS_MAX, `must be at most ${REWARD_REMARKS_MAX} characters`)), ''),
});

/**
 * Real members only (403 free_reject), and 403 rewards.disabled while REWCEN3 is off, both before
 * the body. The body is multipart: the fields of rewardRequestFields and up to 3 `pictures` (jpeg or
 * png, 5 MB each), or JSON without pictures. 400 reward.imageType, reward.imageTooLarge,
 * reward.tooManyImages (data.messageKey holds the toast key), reward.imageRequired,
 * reward.remarkRequired; 409 promotion.claimNotAllowed unless JOINED (and not reward type O).
 */
export const promotionRewardRequest = defineCall({
  method: 'POST',
  path: '/wps/promotions/requestReward',
  auth: 'session',
  summary: "Claims a JOINED promotion's reward; the request goes to review (PENDING).",
  body: 'multipart',
  input: z.object({}),
  answer: z.object({ success: z.literal(true), promotionId: whole, requestId: whole, signUpStatus: z.literal('PENDING') }),
});
