import { z } from 'zod/mini';

/**
 * Field rules many calls share, written once with the messages the server answers (the spec's
 * field errors). zod/mini, so the client's share stays small; the server parses with the same
 * schemas (its full zod import supplies the default English messages).
 */

/** True when the number has at most 2 decimals (allowing for binary floating-point noise). */
export const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount of money a request names: positive, at most 2 decimals (the wallet counts cents). */
export const money = z.number().check(z.positive('must be positive'), z.refine(hasCents, 'at most 2 decimals'));

/** An amount of money of at most `max`. */
export const moneyUpTo = (max: number) => z.number().check(z.positive('must be positive'), z.lte(max), z.refine(hasCents, 'at most 2 decimals'));

/** A balance an operator sets: zero or more, at most 2 decimals. */
export const balanceAmount = z.number().check(z.gte(0), z.lte(1e10), z.refine(hasCents, 'at most 2 decimals'));

/** Text that must be given: trimmed, 1 to `max` characters. */
export const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max));

/** A whole number from the query (text there), between min and max. */
export const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

/** An id in a path or a query (text there): a positive whole number. */
export const pathId = z.coerce.number().check(z.int(), z.positive());

/**
 * The paging query of a list call: pageNo from 1 (up to 100,000), pageSize from 1 to `max`,
 * `fallback` when not given. Spread into the call's own input.
 */
export function paging(max = 50, fallback = 20) {
  return {
    pageNo: z._default(queryInt(1, 100_000), 1),
    pageSize: z._default(queryInt(1, max), fallback),
  };
}

/** The paging fields every list answers with, beside its items. */
export const pageAnswer = {
  pageNum: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
};

/** '1'/'true' or '0'/'false', as clients send flags in query strings. */
export const queryFlag = z.pipe(z.enum(['0', '1', 'true', 'false']), z.transform((v) => v === '1' || v === 'true'));

/** A language code (CN, EN, zh-CN), upper-cased; optional: the merchant's default otherwise. */
export const language = z.optional(
  z.pipe(z.string().check(z.regex(/^[A-Za-z]{2}(-[A-Za-z]{2,4})?$/, 'must be a language code such as CN or EN')), z.transform((v) => v.toUpperCase())),
);

/** The merchant a guest's call names, under any of the names clients use. */
export const merchantFields = {
  merchantCode: z.optional(z.string().check(z.maxLength(40))),
  merchant_code: z.optional(z.string().check(z.maxLength(40))),
  merchant: z.optional(z.string().check(z.maxLength(40))),
};

/** Game platform code of this mobile front end; the spec always sends html5. */
export const platform = z.optional(z.literal('html5'));

/** Vendor and classify codes: letters, digits and underscores. */
export const code = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a code of letters, digits or _'));

/** A game type code, upper-cased (rng -> RNG). */
export const gameTypeCode = z.pipe(code, z.transform((v) => v.toUpperCase()));

/** Ids arrive as strings in queries and as numbers or strings in JSON bodies. */
export const positiveId = pathId;
