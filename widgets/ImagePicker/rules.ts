export interface ImageRules {
  /** MIME types allowed, e.g. image/jpeg, image/png. */
  accept: readonly string[];
  maxBytes: number;
  maxCount: number;
}

export type Rejection = 'type' | 'size' | 'count';

/**
 * Which of the chosen files may join the ones already picked, and why the others may not: wrong
 * type, too large, or one too many. Nothing over the limits is ever kept (so never uploaded).
 */
export function admitImages(current: readonly File[], chosen: readonly File[], rules: ImageRules): { accepted: File[]; rejected: Rejection[] } {
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of chosen) {
    if (!rules.accept.includes(file.type.toLowerCase())) rejected.push('type');
    else if (file.size > rules.maxBytes) rejected.push('size');
    else if (current.length + accepted.length >= rules.maxCount) rejected.push('count');
    else accepted.push(file);
  }
  return { accepted, rejected };
}
