import { z } from 'zod';

// Query-string field rules shared by the games and content routes (paging: http/paging.ts).

/** '1'/'true' or '0'/'false', as clients send flags in query strings. */
export const queryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

export const language = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2,4})?$/, 'must be a language code such as CN or EN')
  .transform((v) => v.toUpperCase())
  .optional();

export const merchantFields = {
  merchantCode: z.string().max(40).optional(),
  merchant_code: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
};

/** Game platform code of this mobile front end; the spec always sends html5. */
export const platform = z.literal('html5').optional();

/** Vendor and classify codes: letters, digits and underscores. */
export const code = z.string().trim().regex(/^[A-Za-z0-9_]{1,32}$/, 'must be a code of letters, digits or _');

export const gameTypeCode = code.transform((v) => v.toUpperCase());

/** Ids arrive as strings in queries and as numbers or strings in JSON bodies. */
export const positiveId = z.coerce.number().int().positive();
