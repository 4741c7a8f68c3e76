import { z } from 'zod/mini';
import { defineCall } from '../../call';

/** The template parameters by name (title, colours, mainDomain...). */
const parameters = z.record(z.string(), z.string());

/** Operator (editor). */
export const opsTemplateParameters = defineCall({
  method: 'GET',
  path: '/ops/template/parameters',
  auth: 'ops',
  summary: "All of the demo merchant's template parameters.",
  input: z.object({}),
  answer: parameters,
});

/**
 * Operator (publisher); recorded in the audit log. A string sets the parameter, null removes it.
 * The platform also refuses (400 validation.failed, naming the parameter) a colour parameter whose
 * value is not a colour (#rrggbb, rgb(…) or hsl(…)), and (400 ops.lowContrast, with the ratios) a
 * text colour that does not read on the background (WCAG AA: 4.5:1).
 */
export const opsTemplateParametersChange = defineCall({
  method: 'PATCH',
  path: '/ops/template/parameters',
  auth: 'ops',
  summary: 'Sets or removes some template parameters; answers all of them.',
  input: z
    .record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'parameter names are letters, digits and _')), z.nullable(z.string().check(z.maxLength(4096))))
    .check(z.refine((m) => Object.keys(m).length > 0, 'at least one parameter is required')),
  answer: parameters,
});
