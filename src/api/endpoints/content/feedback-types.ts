import { z } from 'zod/mini';
import { feedbackTypes } from '../../../contract/content/feedback';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** The question-type picker entries. */
export function getFeedbackTypes(callOptions?: CallOptions) {
  return request(feedbackTypes, {}, callOptions);
}

export const feedbackTypesEndpoint = defineEndpoint({
  name: 'content.feedbackTypes',
  description: 'The feedback question types { type, labelKey } in picker order.',
  call: feedbackTypes,
  params: z.strictObject({}),
  run: (_params, env) => getFeedbackTypes({ signal: env.signal }),
});
