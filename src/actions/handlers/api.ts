import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionListSchema, actionSchema } from '../params';
import { apiCalls } from '../api-calls';
import { isApiError } from '../../api/errors';
import { endedSession } from '../../api/client';
import { apiErrorText } from '../report';
import { setScreenState } from '../../state/screen';

export const apiAction = defineAction({
  name: 'api',
  description:
    'Run a named call (src/actions/api-calls.ts). `into` stores the answer in screen state under that key. ' +
    'onSuccess runs with event.value = answer; onError with event.error = { code, message, status }; ' +
    'without onError a failure is reported and ends the list.',
  params: actionSchema('api', {
    call: z.string().check(z.refine((name) => Object.hasOwn(apiCalls, name), 'unknown api call')),
    params: z.optional(z.record(z.string(), z.unknown())),
    into: z.optional(z.string().check(z.minLength(1))),
    onSuccess: z.optional(actionListSchema),
    onError: z.optional(actionListSchema),
  }),
  run: async (action, scope) => {
    const entry = apiCalls[action.call];
    const params = entry.params.safeParse(action.params ?? {});
    if (!params.success) throw new TypeError(`api call "${action.call}": ${params.error.issues.map((i) => i.message).join('; ')}`);
    let answer: unknown;
    try {
      answer = await entry.run(params.data as never);
    } catch (error) {
      if (!action.onError || !isApiError(error) || endedSession(error)) throw error;
      const details = { code: error.code, message: apiErrorText(error), status: error.status, data: error.data };
      return scope.run(action.onError, { event: { ...scope.event, error: details } });
    }
    if (action.into) setScreenState(scope.screen, { [action.into]: answer });
    if (action.onSuccess) return scope.run(action.onSuccess, { event: { ...scope.event, value: answer } });
  },
});
