import { z } from 'zod/mini';

/**
 * Param rules shared by the endpoint definitions (src/api/endpoints/**): what a layout may pass to
 * a call, as precisely as the contract (docs/api-contract*.md) states it. Ids and amounts also come
 * as text (route queries and text fields hold text), so they accept digits and become numbers.
 */

/** Text of at most `max` characters (the server's limit). */
export const text = (max: number) => z.string().check(z.maxLength(max));

/** Text that must not be empty, of at most `max` characters. */
export const filled = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A page number as paging sends it (1, 2, …). */
export const pageNo = z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000)));

/** A page size, 1 to the call's own maximum. */
export const pageSize = (max: number) => z.optional(z.number().check(z.int(), z.gte(1), z.lte(max)));

/** A whole number between min and max. */
export const intIn = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

/** A positive whole number (an id), also as its digits ("12"). */
export const id = z.union([
  z.number().check(z.int(), z.positive()),
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'must be a positive whole number')), z.transform(Number)),
]);

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount of money in currency units (positive, at most 2 decimals), also as text ("100.50"). */
export const money = z.union([
  z.number().check(z.positive(), z.refine(twoDecimals, 'at most 2 decimals')),
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount with at most 2 decimals')), z.transform(Number)),
    z.number().check(z.positive()),
  ),
]);

/** A vendor, game type or classify code: letters, digits and _ (RNG, PG, MEGAWAYS). */
export const code = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a code of letters, digits or _'));

/** A calendar day, YYYY-MM-DD. */
export const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day YYYY-MM-DD'));

/** Username as the platform stores it (1-32 characters). */
export const username = filled(32);

/** A password as typed (the merchant's rule is checked by the server, which names the field). */
export const password = text(64);

/** Mobile number and its country dialing code as typed (checked by the server, which names the field). */
export const mobileNum = text(20);
export const dialingCode = text(6);
