export interface ImageRules {
  /** MIME types allowed, e.g. image/jpeg, image/png. */
  accept: readonly string[];
  maxBytes: number;
  maxCount: number;
}

export type Rejection = 'type' | 'size' | 'count' | 'read';

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

/**
 * Whether the phone can decode the file as a picture (a damaged file, or another kind of file with
 * an image's name, cannot). Where the browser offers no decoder the server's check is what counts.
 */
export async function readableImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}
