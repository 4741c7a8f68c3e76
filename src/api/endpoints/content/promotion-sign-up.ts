import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { id } from '../../params';
import { signUpStatusSchema } from './schemas';

export const signUpSchema = z.object({ success: z.literal(true), promotionId: z.number().check(z.int()), signUpStatus: signUpStatusSchema });
export type SignUpResult = z.infer<typeof signUpSchema>;

/** POST /wps/promotions/signUp: ALLOW_JOIN becomes PENDING (reward type O) or JOINED. */
export function joinPromotion(promotionId: number, callOptions?: CallOptions): Promise<SignUpResult> {
  return call(signUpSchema, (signal) => api().options({ signal }).url('/wps/promotions/signUp').json({ promotionId }).post().json(), callOptions);
}

export const promotionSignUpEndpoint = defineEndpoint({
  name: 'content.promotionSignUp',
  description: 'Joins a promotion: ALLOW_JOIN becomes PENDING (reward type O) or JOINED; answers the new signUpStatus.',
  params: z.strictObject({ promotionId: id }),
  session: true,
  run: (p, env) => joinPromotion(p.promotionId, { signal: env.signal }),
});
