import { z } from 'zod/mini';

/** A whole number (ids, versions, sizes, times in epoch ms). */
export const whole = z.number().check(z.int());

/** A layout document id as the URL carries it. */
export const layoutId = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'layout ids are letters, digits, _ and -'));

/**
 * `?merchant=CODE`: whose documents a call reads or changes (the demo merchant when left out; an
 * unknown code is 404 merchant.notFound, which the platform checks after the input).
 */
export const targetMerchant = z.optional(z.string().check(z.trim(), z.regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'merchant codes are upper-case letters and digits')));

/** A problem or warning found in a layout document, at its JSON pointer. */
export const issue = z.object({ pointer: z.string(), message: z.string() });

/** A draft as lists name it (without its document). */
export const draftInfo = z.object({ id: z.string(), baseVersion: whole, updatedAt: whole, updatedBy: z.string() });

/** A draft with its document (a layout document: free-form here, the layout validator checks it on publishing). */
export const draft = z.extend(draftInfo, { document: z.unknown() });

/** What a publish answers: the new version, and the lint's warnings (errors refuse it with 400). */
export const publishAnswer = z.object({ id: z.string(), version: whole, merchant: z.string(), warnings: z.array(issue) });

/** The `{ id, removed: true }` of a removal. */
export const removed = z.literal(true);
