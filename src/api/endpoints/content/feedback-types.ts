import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const feedbackTypesSchema = z.object({ list: z.array(z.object({ type: z.number().check(z.int()), labelKey: z.string() })) });

/** GET /wps/feedback/types: the question-type picker entries. */
export function getFeedbackTypes(callOptions?: CallOptions): Promise<z.infer<typeof feedbackTypesSchema>> {
  return call(feedbackTypesSchema, (signal) => api().options({ signal }).get('/wps/feedback/types').json(), callOptions);
}

export const feedbackTypesEndpoint = defineEndpoint({
  name: 'content.feedbackTypes',
  description: 'The feedback question types { type, labelKey } in picker order.',
  params: z.strictObject({}),
  run: (_params, env) => getFeedbackTypes({ signal: env.signal }),
});
