import type { FastifyRequest } from 'fastify';
import { fail, HttpFailure } from '../http/reply';

/** Spec limits for reward requests. */
export const REWARD_LIMITS = { maxImages: 3, maxImageBytes: 5_242_880, maxRemarks: 140 } as const;

export interface RewardImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
}

export interface RewardInput {
  fields: Record<string, string>;
  images: RewardImage[];
}

/** Error codes with the client's translation keys for the toasts the spec names. */
export const REWARD_ERRORS = {
  type: { code: 'reward.imageType', messageKey: 'activity_image_type', message: 'Pictures must be jpeg, jpg or png images' },
  size: { code: 'reward.imageTooLarge', messageKey: 'activity_apply_remark_limit3', message: 'Each picture must be at most 5 MB' },
  count: { code: 'reward.tooManyImages', messageKey: 'activity_apply_remark_limit4', message: 'At most 3 pictures can be sent' },
} as const;

function reject(kind: keyof typeof REWARD_ERRORS, extra: Record<string, unknown> = {}): never {
  const e = REWARD_ERRORS[kind];
  return fail(400, e.code, e.message, { field: 'pictures', messageKey: e.messageKey, ...extra });
}

/** Sniffs the bytes: the extension and declared type must agree with what the file really is. */
export function imageKind(bytes: Buffer, filename: string, mimetype: string): RewardImage['ext'] | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng = bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (isJpeg && ['jpg', 'jpeg'].includes(ext) && ['image/jpeg', 'image/jpg'].includes(mimetype)) return 'jpg';
  if (isPng && ext === 'png' && mimetype === 'image/png') return 'png';
  return null;
}

/** Reads a multipart reward request (fields + up to 3 pictures) or a JSON body without pictures. */
export async function readRewardInput(req: FastifyRequest): Promise<RewardInput> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    return { fields, images: [] };
  }
  const fields: Record<string, string> = {};
  const images: RewardImage[] = [];
  let badType: string | null = null;
  try {
    const parts = req.parts({ limits: { fileSize: REWARD_LIMITS.maxImageBytes, files: REWARD_LIMITS.maxImages, fields: 20, parts: 30 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      const ext = imageKind(bytes, part.filename, part.mimetype);
      if (!ext) badType ??= part.filename;
      else images.push({ bytes, ext, mime: ext === 'png' ? 'image/png' : 'image/jpeg' });
    }
  } catch (e) {
    const codeOf = (e as { code?: string }).code;
    if (codeOf === 'FST_REQ_FILE_TOO_LARGE') reject('size');
    if (codeOf === 'FST_FILES_LIMIT') reject('count');
    if (e instanceof HttpFailure) throw e;
    // The parser met a body it cannot read (cut off, no closing boundary, broken part headers):
    // the sender's fault, so a 400 in the envelope, never a 500.
    const status = (e as { statusCode?: number }).statusCode;
    if (status === undefined || (status >= 400 && status < 500)) {
      throw new HttpFailure(400, 'request.invalid', 'The upload could not be read (cut off or malformed); please send it again');
    }
    throw e;
  }
  if (badType !== null) reject('type', { filename: badType });
  return { fields, images };
}
