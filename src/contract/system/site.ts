import { z } from 'zod/mini';
import { defineCall } from '../call';

export const country = z.object({ code: z.string(), name: z.string(), dialingCode: z.string().check(z.regex(/^\d{1,4}$/)) });

export const countries = defineCall({
  method: 'GET',
  path: '/wps/system/country',
  summary: 'Countries with their dialing codes (digits, no plus sign), in display order.',
  input: z.object({}),
  answer: z.array(country),
});

export const publicKey = defineCall({
  method: 'GET',
  path: '/wps/system/publicKey',
  summary: 'The RSA public key (PEM) clients wrap the keys of encrypted payloads with.',
  input: z.object({}),
  answer: z.object({ publicKey: z.string().check(z.minLength(100)) }),
});

/** One registration field's rule: `pattern` (RE2 syntax, run in linear time) and the length bounds, 0 meaning none. */
export const fieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  pattern: z.string(),
  message: z.string(),
  minLength: z.number().check(z.int(), z.nonnegative()),
  maxLength: z.number().check(z.int(), z.nonnegative()),
});

export const registerSettingsAnswer = z.object({
  fields: z.record(z.string(), fieldSetting),
  captcha: z.object({ enabled: z.boolean() }),
});

export const registerSettings = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: "The rule of every registration field (enabled, required, pattern, message, lengths) and whether a captcha is asked, for the caller's merchant.",
  input: z.object({}),
  answer: registerSettingsAnswer,
});

export const consolidatedSettings = defineCall({
  method: 'GET',
  path: '/wps/system/settings/consolidated',
  summary: 'Languages, currency and its symbol and side, money decimals, download and social links of the merchant.',
  input: z.object({}),
  answer: z.object({
    merchantCode: z.string(),
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
    currency: z.string(),
    moneyDecimals: z.number().check(z.int()),
    currencySymbol: z.string(),
    /** F (or empty): the symbol before the amount; B: after it. */
    currencyPosition: z.enum(['F', 'B']),
    downloadLinks: z.array(z.object({ resourceType: z.string(), url: z.string() })),
    socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
});

/** The query only has to be well formed: the merchant is the caller's (or the storefront's). */
export const templates = defineCall({
  method: 'GET',
  path: '/wps/system/templates',
  summary: "The merchant's template id, code and string parameters.",
  input: z.object({
    domain: z.optional(z.string().check(z.maxLength(253))),
    url: z.optional(z.string().check(z.maxLength(2048))),
    device: z.optional(z.enum(['MOBILE', 'WEB'])),
  }),
  answer: z.object({
    // Some back ends answer the id as a number; the app only ever compares and shows it as text.
    templateId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    merchantCode: z.string(),
    parameters: z.record(z.string(), z.string()),
  }),
});

export const whitelabel = defineCall({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: 'Every feature switch of the merchant, as code -> on/off.',
  input: z.object({}),
  answer: z.record(z.string(), z.boolean()),
});
