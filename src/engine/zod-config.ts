import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod compiles object parsers with `new Function` unless told not to, and a strict CSP (no
 * unsafe-eval) refuses that. zod reads this flag when a schema is *constructed*, so this module
 * must run before any schema is built: the client entry imports it first, and every engine
 * schema module imports it too.
 */
z.config({ jitless: true });

/**
 * zod/mini ships no messages of its own ("Invalid input" for everything); the English ones are
 * what layout issues and action errors have always shown, so they are set here too.
 */
z.config(en());

export const zodJitless = true;
