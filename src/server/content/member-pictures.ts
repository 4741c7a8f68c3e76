import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { atomic } from '../data/portable';
import type { StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { sniffImage, uploadFailure, type ImageMime } from '../http/uploads';

/** A profile picture: jpg, jpeg, png or gif (spec), at most 2 MB. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export type PictureMime = ImageMime;
const PICTURE_TYPES: readonly PictureMime[] = ['image/jpeg', 'image/png', 'image/gif'];

/** What an uploaded avatar is called in members.head_icon: the picture's random id after this. */
export const UPLOADED_PREFIX = 'upload:';

const refuseType = (): never => fail(400, 'picture.type', 'Profile pictures must be jpg, jpeg, png or gif images', { field: 'picture' });

/** Reads the one picture of a multipart upload (field `picture`); anything else is refused in the envelope. */
export async function readPicture(req: FastifyRequest): Promise<{ bytes: Buffer; mime: PictureMime }> {
  if (!req.isMultipart()) fail(400, 'picture.missing', 'Send the picture as multipart/form-data, field "picture"', { field: 'picture' });
  let found: { bytes: Buffer; mime: PictureMime } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type !== 'file' || part.fieldname !== 'picture') continue;
      const bytes = await part.toBuffer();
      const mime = sniffImage(bytes, part.filename, part.mimetype, PICTURE_TYPES);
      found = mime ? { bytes, mime } : refuseType();
    }
  } catch (e) {
    uploadFailure(e, {
      tooLarge: () => fail(400, 'picture.tooLarge', 'A profile picture must be at most 2 MB', { field: 'picture' }),
      tooMany: () => fail(400, 'picture.tooMany', 'Send one picture', { field: 'picture' }),
    });
  }
  return found ?? fail(400, 'picture.missing', 'Send the picture as multipart/form-data, field "picture"', { field: 'picture' });
}

/** Keeps the member's new picture (the previous one goes) and makes it their avatar; answers its head icon name. */
export async function saveMemberPicture(db: StoreDb, memberId: number, picture: { bytes: Buffer; mime: PictureMime }, now = Date.now()): Promise<string> {
  const id = randomUUID();
  const headIcon = `${UPLOADED_PREFIX}${id}`;
  await atomic(db, async (trx) => {
    await trx.deleteFrom('member_pictures').where('member_id', '=', memberId).execute();
    await trx.insertInto('member_pictures').values({ id, member_id: memberId, mime: picture.mime, bytes: picture.bytes, created_at: now }).execute();
    await trx.updateTable('members').set({ head_icon: headIcon }).where('id', '=', memberId).execute();
  });
  return headIcon;
}

/** Where the app shows an avatar: a preset's drawing, the uploaded picture (its id is unguessable), or nothing yet. */
export function headIconUrl(headIcon: string): string {
  if (!headIcon) return '';
  return headIcon.startsWith(UPLOADED_PREFIX) ? `/media/pictures/${headIcon.slice(UPLOADED_PREFIX.length)}` : `/media/avatars/${headIcon}.svg`;
}

export async function findPicture(db: StoreDb, id: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const row = await db.selectFrom('member_pictures').where('id', '=', id).select(['mime', 'bytes']).executeTakeFirst();
  return row && { mime: row.mime, bytes: Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes) };
}
