import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import { fail, HttpFailure } from '../http/reply';

/** A profile picture: jpg, jpeg, png or gif (spec), at most 2 MB. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export type PictureMime = 'image/jpeg' | 'image/png' | 'image/gif';

/** What an uploaded avatar is called in members.head_icon: the picture's random id after this. */
export const UPLOADED_PREFIX = 'upload:';

/** Sniffs the bytes: the file must really be the image its name and declared type say. */
export function pictureKind(bytes: Buffer, filename: string, mimetype: string): PictureMime | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const starts = (...signature: number[]) => bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);
  const type = mimetype.toLowerCase();
  if (starts(0xff, 0xd8, 0xff) && ['jpg', 'jpeg'].includes(ext) && ['image/jpeg', 'image/jpg'].includes(type)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) && ext === 'png' && type === 'image/png') return 'image/png';
  const gif = bytes.subarray(0, 6).toString('latin1');
  if ((gif === 'GIF87a' || gif === 'GIF89a') && ext === 'gif' && type === 'image/gif') return 'image/gif';
  return null;
}

const refuseType = (): never => fail(400, 'picture.type', 'Profile pictures must be jpg, jpeg, png or gif images', { field: 'picture' });

/** Reads the one picture of a multipart upload (field `picture`); anything else is refused in the envelope. */
export async function readPicture(req: FastifyRequest): Promise<{ bytes: Buffer; mime: PictureMime }> {
  if (!req.isMultipart()) fail(400, 'picture.missing', 'Send the picture as multipart/form-data, field "picture"', { field: 'picture' });
  let found: { bytes: Buffer; mime: PictureMime } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type !== 'file' || part.fieldname !== 'picture') continue;
      const bytes = await part.toBuffer();
      const mime = pictureKind(bytes, part.filename, part.mimetype);
      found = mime ? { bytes, mime } : refuseType();
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') fail(400, 'picture.tooLarge', 'A profile picture must be at most 2 MB', { field: 'picture' });
    if (code === 'FST_FILES_LIMIT') fail(400, 'picture.tooMany', 'Send one picture', { field: 'picture' });
    if (e instanceof HttpFailure) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    if (status === undefined || (status >= 400 && status < 500)) throw new HttpFailure(400, 'request.invalid', 'The upload could not be read (cut off or malformed); please send it again');
    throw e;
  }
  return found ?? fail(400, 'picture.missing', 'Send the picture as multipart/form-data, field "picture"', { field: 'picture' });
}

/** Keeps the member's new picture (the previous one goes) and makes it their avatar; answers its head icon name. */
export function saveMemberPicture(db: Db, memberId: number, picture: { bytes: Buffer; mime: PictureMime }, now = Date.now()): string {
  const id = randomUUID();
  db.transaction(() => {
    db.prepare('DELETE FROM member_pictures WHERE member_id = ?').run(memberId);
    db.prepare('INSERT INTO member_pictures (id, member_id, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(id, memberId, picture.mime, picture.bytes, now);
    db.prepare('UPDATE members SET head_icon = ? WHERE id = ?').run(`${UPLOADED_PREFIX}${id}`, memberId);
  })();
  return `${UPLOADED_PREFIX}${id}`;
}

/** Where the app shows an avatar: a preset's drawing, the uploaded picture (its id is unguessable), or nothing yet. */
export function headIconUrl(headIcon: string): string {
  if (!headIcon) return '';
  return headIcon.startsWith(UPLOADED_PREFIX) ? `/media/pictures/${headIcon.slice(UPLOADED_PREFIX.length)}` : `/media/avatars/${headIcon}.svg`;
}

export function findPicture(db: Db, id: string): { mime: string; bytes: Buffer } | undefined {
  return db.prepare('SELECT mime, bytes FROM member_pictures WHERE id = ?').get(id) as { mime: string; bytes: Buffer } | undefined;
}
