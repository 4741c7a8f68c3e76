import { z } from 'zod/mini';
import { defineCall } from '../call';

/** Preset avatars the member picks from (module PROFPIC3). */
export const HEAD_ICONS = Array.from({ length: 12 }, (_, i) => `avatar-${String(i + 1).padStart(2, '0')}`);

/** Where to show an avatar: a preset's drawing or the member's uploaded picture; empty before any. */
const mediaUrl = z.string().check(z.regex(/^(\/media\/[^\s]*)?$/, 'must be a /media/ address or empty'));

/** The avatar a pick or an upload made. */
export const chosenIconAnswer = z.object({ headIcon: z.string(), headIconUrl: mediaUrl });

export const headIcon = defineCall({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'session',
  summary: "The member's avatar, where to show it, and the preset choices.",
  input: z.object({ module: z.optional(z.literal('PROFPIC3')) }),
  answer: z.extend(chosenIconAnswer, { options: z.array(z.string()) }),
});

/** Real members only. */
export const headIconSet = defineCall({
  method: 'POST',
  path: '/wps/member/info/icon',
  auth: 'session',
  summary: 'Picks one of the preset avatars.',
  body: 'form',
  input: z.object({ headIcon: z.enum(HEAD_ICONS as [string, ...string[]]) }),
  answer: chosenIconAnswer,
});

/**
 * Real members only. The body is multipart, field `picture` (jpg, jpeg, png or gif, at most 2 MB);
 * 400 picture.type, picture.tooLarge, picture.tooMany or picture.missing otherwise.
 */
export const headIconUpload = defineCall({
  method: 'POST',
  path: '/wps/member/info/icon/upload',
  auth: 'session',
  summary: "Makes the member's own picture their avatar.",
  body: 'multipart',
  input: z.object({}),
  answer: chosenIconAnswer,
});
