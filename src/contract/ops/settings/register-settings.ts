import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { registerSettingsAnswer } from './fields';

/** The settings of one field an operator changes (the others keep theirs). */
const fieldPatch = z.strictObject({
  enabled: z.optional(z.boolean()),
  required: z.optional(z.boolean()),
  pattern: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  message: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  minLength: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1000))),
  maxLength: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1000))),
});

/** Operator (editor). */
export const opsRegisterSettings = defineCall({
  method: 'GET',
  path: '/ops/register-settings',
  auth: 'ops',
  summary: "The demo merchant's registration form rules per field, and its captcha switch.",
  input: z.object({}),
  answer: registerSettingsAnswer,
});

/**
 * Operator (publisher). Partial per field; 400 validation.failed for a field the form does not have
 * or a pattern RE2 and JavaScript cannot both run.
 */
export const opsRegisterSettingsChange = defineCall({
  method: 'PATCH',
  path: '/ops/register-settings',
  auth: 'ops',
  summary: 'Changes some settings of some registration fields, or the captcha switch; answers all of them.',
  input: z.strictObject({ fields: z.optional(z.record(z.string(), fieldPatch)), captcha: z.optional(z.strictObject({ enabled: z.boolean() })) }),
  answer: registerSettingsAnswer,
});
