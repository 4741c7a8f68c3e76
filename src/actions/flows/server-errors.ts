import type { ApiError } from '../../api/errors';

/**
 * The fields a server refusal names: `data.field` (one field, e.g. the captcha), or
 * `data.issues: [{ field, message }]` (a validation failure), as parameter names.
 */
export function fieldsOfFailure(error: ApiError, text = error.message): { param: string; message: string }[] {
  const data = error.data ?? {};
  const found: { param: string; message: string }[] = [];
  if (typeof data.field === 'string') found.push({ param: data.field, message: text });
  if (Array.isArray(data.issues)) {
    for (const issue of data.issues) {
      if (issue && typeof issue === 'object' && typeof (issue as { field?: unknown }).field === 'string') {
        const { field, message } = issue as { field: string; message?: unknown };
        if (!found.some((f) => f.param === field)) found.push({ param: field, message: typeof message === 'string' ? message : error.message });
      }
    }
  }
  return found;
}
