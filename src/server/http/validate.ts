import { z } from 'zod';
import { safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import { HttpFailure } from './reply';

// Inputs are parsed with the contract's zod/mini schemas, which carry no messages of their own:
// the platform answers zod's English ones ("Too big: expected number to be <=10") for the rules
// that state no message, whichever zod build loaded first.
z.config(z.locales.en());

/**
 * Parses untrusted input with a zod schema; a mismatch becomes a 400 "validation.failed"
 * whose message names the first offending field, and `data.issues` lists every one.
 */
export function parseInput<T extends $ZodType>(schema: T, input: unknown, what = 'body'): output<T> {
  const broken = brokenText(input);
  if (broken !== undefined) {
    const field = broken || what;
    throw new HttpFailure(400, 'validation.failed', `Invalid ${field}: text may not contain NUL characters or broken characters (lone surrogates)`, {
      issues: [{ field, message: 'text may not contain NUL characters or broken characters' }],
    });
  }
  const parsed = safeParse(schema, input ?? {});
  if (parsed.success) return parsed.data;
  throw validationFailure(parsed.error, what);
}

export function validationFailure(error: $ZodError, what = 'body'): HttpFailure {
  const issues = error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : what,
    message: issue.message,
  }));
  const first = issues[0] ?? { field: what, message: 'Invalid input' };
  return new HttpFailure(400, 'validation.failed', `Invalid ${first.field}: ${first.message}`, { issues });
}

/** NUL, or half of a UTF-16 pair without its other half (text no keyboard types, that breaks storage and display). */
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first text value (or key) with broken characters, "" for the input itself; undefined when clean. Never recurses. */
export function brokenText(input: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (BROKEN_TEXT.test(value)) return path;
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (BROKEN_TEXT.test(key)) return at;
      stack.push({ value: item, path: at });
    }
  }
  return undefined;
}
