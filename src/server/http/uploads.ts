import { HttpFailure } from './reply';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

const startsWith = (bytes: Buffer, signature: readonly number[]) => bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);
const EXTENSIONS: Record<ImageMime, readonly string[]> = { 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'], 'image/gif': ['gif'] };
const DECLARED: Record<ImageMime, readonly string[]> = { 'image/jpeg': ['image/jpeg', 'image/jpg'], 'image/png': ['image/png'], 'image/gif': ['image/gif'] };

/**
 * What an uploaded file really is, sniffed from its bytes: an image of one of the `allowed` types
 * whose file name and declared type say the same, or null (a renamed or disguised file included).
 */
export function sniffImage(bytes: Buffer, filename: string, mimetype: string, allowed: readonly ImageMime[]): ImageMime | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const gif = bytes.subarray(0, 6).toString('latin1');
  const actual: ImageMime | null = startsWith(bytes, [0xff, 0xd8, 0xff])
    ? 'image/jpeg'
    : startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      ? 'image/png'
      : gif === 'GIF87a' || gif === 'GIF89a'
        ? 'image/gif'
        : null;
  if (!actual || !allowed.includes(actual)) return null;
  return EXTENSIONS[actual].includes(ext) && DECLARED[actual].includes(mimetype.toLowerCase()) ? actual : null;
}

/**
 * Turns what the multipart parser threw into the envelope's answer: a file over the size limit and
 * one file too many get the caller's own refusals; a body the parser cannot read (cut off, no closing
 * boundary, broken part headers) is the sender's fault, so a 400, never a 500.
 */
export function uploadFailure(error: unknown, refuse: { tooLarge: () => never; tooMany: () => never }): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') refuse.tooLarge();
  if (code === 'FST_FILES_LIMIT') refuse.tooMany();
  if (error instanceof HttpFailure) throw error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === undefined || (status >= 400 && status < 500)) {
    throw new HttpFailure(400, 'request.invalid', 'The upload could not be read (cut off or malformed); please send it again');
  }
  throw error;
}
