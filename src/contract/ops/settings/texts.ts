import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { languages, whole } from './fields';

/** A problem the layout check warns of, at its JSON pointer. */
const warning = z.object({ pointer: z.string(), message: z.string() });

/** A change of the texts: the version of the `texts` layout document it made, the texts now, and the check's warnings. */
const published = z.object({ version: whole, languages, warnings: z.array(warning) });

/** Operator (editor). */
export const opsTexts = defineCall({
  method: 'GET',
  path: '/ops/texts',
  auth: 'ops',
  summary: "The operator's text overrides, by language and bundled text key.",
  input: z.object({}),
  answer: z.object({ languages }),
});

/** Operator (editor). */
export const opsBundledTexts = defineCall({
  method: 'GET',
  path: '/ops/texts/bundled',
  auth: 'ops',
  summary: 'The bundled texts by language, to compare the overrides with.',
  input: z.object({}),
  answer: z.object({ languages }),
});

/**
 * Operator (publisher); recorded in the audit log. Each change is a version of the `texts` layout
 * document, checked like any layout (400 for a text key the bundle does not have).
 */
export const opsTextsReplace = defineCall({
  method: 'PUT',
  path: '/ops/texts',
  auth: 'ops',
  summary: 'Replaces all text overrides (by language, both optional).',
  input: z.record(z.string().check(z.regex(/^[A-Z]{2,3}$/, 'languages are upper-case codes such as CN or EN')), z.record(z.string(), z.string())),
  answer: published,
});

/** Operator (publisher); as PUT. A text sets the key, null gives the bundled text back. */
export const opsTextsChange = defineCall({
  method: 'PATCH',
  path: '/ops/texts',
  auth: 'ops',
  summary: 'Sets or removes some text overrides.',
  input: z.record(z.string().check(z.regex(/^[A-Z]{2,3}$/)), z.record(z.string(), z.nullable(z.string()))),
  answer: published,
});
