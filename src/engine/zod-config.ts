import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and a strict CSP (no
 * unsafe-eval) refuses that. zod reads this flag when a schema is *constructed*, so this module
 * must run before any schema is built: the client entry imports it first, and every engine
 * schema module imports it too.
 */
z.config({ jitless: true });

export const zodJitless = true;
