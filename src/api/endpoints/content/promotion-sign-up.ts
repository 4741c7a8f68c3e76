import { z } from 'zod/mini';
import type { CallAnswer } from '../../../contract/call';
import { promotionSignUp } from '../../../contract/content/promotions';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { id } from '../../params';

export type SignUpResult = CallAnswer<typeof promotionSignUp>;

/** ALLOW_JOIN becomes PENDING (reward type O) or JOINED. */
export function joinPromotion(promotionId: number, callOptions?: CallOptions): Promise<SignUpResult> {
  return request(promotionSignUp, { promotionId }, callOptions);
}

export const promotionSignUpEndpoint = defineEndpoint({
  name: 'content.promotionSignUp',
  description: 'Joins a promotion: ALLOW_JOIN becomes PENDING (reward type O) or JOINED; answers the new signUpStatus.',
  call: promotionSignUp,
  params: z.strictObject({ promotionId: id }),
  run: (p, env) => joinPromotion(p.promotionId, { signal: env.signal }),
});
