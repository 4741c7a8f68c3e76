import type { FastifyRequest } from 'fastify';
import { fail } from '../http/reply';
import { sniffImage, uploadFailure } from '../http/uploads';

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

/** The reward pictures the spec allows (jpeg, jpg, png), sniffed from the bytes with their name and type. */
export function imageKind(bytes: Buffer, filename: string, mimetype: string): RewardImage['ext'] | null {
  const mime = sniffImage(bytes, filename, mimetype, ['image/jpeg', 'image/png']);
  return mime === 'image/png' ? 'png' : mime === 'image/jpeg' ? 'jpg' : null;
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
    uploadFailure(e, { tooLarge: () => reject('size'), tooMany: () => reject('count') });
  }
  if (badType !== null) reject('type', { filename: badType });
  return { fields, images };
}
