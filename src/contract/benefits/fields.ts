import { z } from 'zod/mini';

/** A whole number (counts, points, ids, levels). */
export const whole = z.number().check(z.int());

/**
 * The language of an answer's names (items, redemptions): two letters, any case; the platform
 * answers in CN when it is left out.
 */
export const nameLanguage = z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code')));

/** The paging fields the benefit lists answer with, beside their items (whole numbers). */
export const wholePageAnswer = {
  pageNum: whole,
  pageSize: whole,
  totalCount: whole,
  totalPages: whole,
};

/** The member an operator's call names in its path (the storefront's, else its trial merchant's). */
export const opsUsername = z.string().check(z.minLength(1), z.maxLength(32));
