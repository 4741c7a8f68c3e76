import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled } from '../../params';

/** headIconUrl: where to show it (a preset's drawing or the member's uploaded picture; empty before any). */
const mediaUrl = z.string().check(z.regex(/^(\/media\/[^\s]*)?$/, 'must be a /media/ address or empty'));
export const headIconSchema = z.object({ headIcon: z.string(), headIconUrl: mediaUrl, options: z.array(z.string()) });
const chosenSchema = z.object({ headIcon: z.string(), headIconUrl: mediaUrl });

/** Uploads are slow on phones: a 2 MB picture. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** GET /wps/member/info/icon?module=PROFPIC3: current avatar and the preset choices. */
export function getHeadIcon(callOptions?: CallOptions): Promise<z.infer<typeof headIconSchema>> {
  return call(headIconSchema, (signal) => api().options({ signal }).query({ module: 'PROFPIC3' }).get('/wps/member/info/icon').json(), callOptions);
}

/** POST /wps/member/info/icon (form-urlencoded): picks one of the preset avatars. */
export function setHeadIcon(headIcon: string, callOptions?: CallOptions): Promise<z.infer<typeof chosenSchema>> {
  return call(chosenSchema, (signal) => api().options({ signal }).formUrl({ headIcon }).post(undefined, '/wps/member/info/icon').json(), callOptions);
}

/**
 * POST /wps/member/info/icon/upload (multipart, field picture): the member's own picture becomes their
 * avatar. 400 picture.type (not a jpg, jpeg, png or gif image), picture.tooLarge (over 2 MB).
 */
export function uploadHeadIcon(picture: Blob, callOptions?: CallOptions): Promise<z.infer<typeof chosenSchema>> {
  const form = new FormData();
  const extension = picture.type === 'image/png' ? 'png' : picture.type === 'image/gif' ? 'gif' : 'jpg';
  form.append('picture', picture, picture instanceof File ? picture.name : `avatar.${extension}`);
  return call(chosenSchema, (signal) => api().options({ signal }).url('/wps/member/info/icon/upload').body(form).post().json(), { ...callOptions, timeoutMs: callOptions?.timeoutMs ?? UPLOAD_TIMEOUT_MS });
}

export const headIconEndpoint = defineEndpoint({
  name: 'member.headIcon',
  description: "The member's avatar and the preset choices { headIcon, options }.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getHeadIcon({ signal: env.signal }),
});

export const headIconSetEndpoint = defineEndpoint({
  name: 'member.headIconSet',
  description: 'Picks one of the preset avatars (400 for a name not among the options); real members only.',
  params: z.strictObject({ headIcon: filled(64) }),
  session: true,
  run: (p, env) => setHeadIcon(p.headIcon, { signal: env.signal }),
});

export const headIconUploadEndpoint = defineEndpoint({
  name: 'member.headIconUpload',
  description: "Makes the member's own picture (jpg, jpeg, png or gif, at most 2 MB) their avatar; real members only.",
  params: z.strictObject({ picture: z.instanceof(Blob) }),
  session: true,
  run: (p, env) => uploadHeadIcon(p.picture, { signal: env.signal }),
});
