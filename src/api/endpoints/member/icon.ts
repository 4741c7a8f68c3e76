import { z } from 'zod/mini';
import { headIcon, headIconSet, headIconUpload } from '../../../contract/member/icon';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { filled } from '../../params';

/** Uploads are slow on phones: a 2 MB picture. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** Current avatar and the preset choices. */
export function getHeadIcon(callOptions?: CallOptions): Promise<z.infer<typeof headIcon.answer>> {
  return request(headIcon, { module: 'PROFPIC3' }, callOptions);
}

/** Picks one of the preset avatars (form-urlencoded). */
export function setHeadIcon(chosen: string, callOptions?: CallOptions): Promise<z.infer<typeof headIconSet.answer>> {
  return request(headIconSet, { headIcon: chosen }, callOptions);
}

/**
 * The member's own picture becomes their avatar (multipart, field picture). 400 picture.type (not
 * a jpg, jpeg, png or gif image), picture.tooLarge (over 2 MB).
 */
export function uploadHeadIcon(picture: Blob, callOptions?: CallOptions): Promise<z.infer<typeof headIconUpload.answer>> {
  const form = new FormData();
  const extension = picture.type === 'image/png' ? 'png' : picture.type === 'image/gif' ? 'gif' : 'jpg';
  form.append('picture', picture, picture instanceof File ? picture.name : `avatar.${extension}`);
  return call(headIconUpload.answer, (signal) => api().options({ signal }).url(headIconUpload.path).body(form).post().json(), {
    ...callOptions,
    timeoutMs: callOptions?.timeoutMs ?? UPLOAD_TIMEOUT_MS,
  });
}

export const headIconEndpoint = defineEndpoint({
  name: 'member.headIcon',
  description: "The member's avatar and the preset choices { headIcon, options }.",
  call: headIcon,
  params: z.strictObject({}),
  run: (_params, env) => getHeadIcon({ signal: env.signal }),
});

export const headIconSetEndpoint = defineEndpoint({
  name: 'member.headIconSet',
  description: 'Picks one of the preset avatars (400 for a name not among the options); real members only.',
  call: headIconSet,
  params: z.strictObject({ headIcon: filled(64) }),
  run: (p, env) => setHeadIcon(p.headIcon, { signal: env.signal }),
});

export const headIconUploadEndpoint = defineEndpoint({
  name: 'member.headIconUpload',
  description: "Makes the member's own picture (jpg, jpeg, png or gif, at most 2 MB) their avatar; real members only.",
  call: headIconUpload,
  params: z.strictObject({ picture: z.instanceof(Blob) }),
  run: (p, env) => uploadHeadIcon(p.picture, { signal: env.signal }),
});
