import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { promotionRewardRequest, REWARD_REMARKS_MAX } from '../../../contract/content/promotions';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id, text } from '../../params';

export type RewardRequestResult = CallAnswer<typeof promotionRewardRequest>;

/** Uploads are slow on phones: up to 3 pictures of 5 MB each. */
const UPLOAD_TIMEOUT_MS = 60_000;

/**
 * Sent as multipart (promotionId, remarks, pictures). 400 codes: reward.imageType,
 * reward.imageTooLarge, reward.tooManyImages (data.messageKey holds the toast key),
 * reward.imageRequired, reward.remarkRequired, validation.failed (remarks over 140).
 */
export function requestReward(req: { promotionId: number; remarks?: string; pictures?: Blob[] }, callOptions?: CallOptions): Promise<RewardRequestResult> {
  const form = new FormData();
  form.append('promotionId', String(req.promotionId));
  if (req.remarks) form.append('remarks', req.remarks);
  (req.pictures ?? []).forEach((picture, i) => {
    const name = picture instanceof File ? picture.name : `picture-${i + 1}.${picture.type === 'image/png' ? 'png' : 'jpg'}`;
    form.append('pictures', picture, name);
  });
  return call(promotionRewardRequest.answer, (signal) => api().options({ signal }).url(promotionRewardRequest.path).body(form).post().json(), {
    ...callOptions,
    timeoutMs: callOptions?.timeoutMs ?? UPLOAD_TIMEOUT_MS,
  });
}

export const requestRewardEndpoint = defineEndpoint({
  name: 'content.requestReward',
  description: 'Claims the reward of a JOINED promotion with remarks (max 140) and up to 3 pictures (jpeg/png, 5 MB each); it becomes PENDING.',
  call: promotionRewardRequest,
  params: z.strictObject({
    promotionId: id,
    remarks: z.optional(text(REWARD_REMARKS_MAX)),
    pictures: z.optional(z.array(z.instanceof(Blob)).check(z.maxLength(3))),
  }),
  run: (p, env) => requestReward(p, { signal: env.signal }),
});
