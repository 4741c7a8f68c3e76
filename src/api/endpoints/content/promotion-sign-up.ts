import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { signUpStatusSchema } from './schemas';

export const signUpSchema = z.object({ success: z.literal(true), promotionId: z.number().check(z.int()), signUpStatus: signUpStatusSchema });
export type SignUpResult = z.infer<typeof signUpSchema>;

/** POST /wps/promotions/signUp: ALLOW_JOIN becomes PENDING (reward type O) or JOINED. */
export function joinPromotion(promotionId: number, callOptions?: CallOptions): Promise<SignUpResult> {
  return call(signUpSchema, (signal) => api().options({ signal }).url('/wps/promotions/signUp').json({ promotionId }).post().json(), callOptions);
}
