import type { z } from 'zod';
import { HttpFailure } from './reply';

/**
 * Parses untrusted input with a zod schema; a mismatch becomes a 400 "validation.failed"
 * whose message names the first offending field, and `data.issues` lists every one.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what = 'body'): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw validationFailure(parsed.error, what);
}

export function validationFailure(error: z.ZodError, what = 'body'): HttpFailure {
  const issues = error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : what,
    message: issue.message,
  }));
  const first = issues[0] ?? { field: what, message: 'Invalid input' };
  return new HttpFailure(400, 'validation.failed', `Invalid ${first.field}: ${first.message}`, { issues });
}
