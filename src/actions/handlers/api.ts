import { z } from 'zod/mini';
import { findEndpoint } from '../../api/endpoint-registry';
import { endedSession } from '../../api/client';
import { isApiError } from '../../api/errors';
import { setScreenState } from '../../state/screen';
import { hideLoading, showLoading } from '../../state/ui';
import { cachedCall } from '../../queries/cached-call';
import { callEnv } from '../flows/call-env';
import { applyEffect } from '../flows/effects';
import { actionListSchema, actionSchema } from '../params';
import { apiErrorText } from '../report';
import { defineAction } from '../types';

export const apiAction = defineAction({
  name: 'api',
  description:
    'Run a call of the endpoint registry by name with its params (calls that keep global state in step, such as the ' +
    'wallet, the member or a renewed session, do so). `into` stores the answer in screen state under that key. ' +
    'Params whose binding gives null are left out. onSuccess runs with event.value = answer; onError with event.error = { code, message, status, data }; ' +
    'without onError a failure is shown and ends the list. `loading` shows that text over the page while the call runs. ' +
    'With `cache: { staleMs }` the answer comes from the query cache when younger than that, and a screen query asking ' +
    'the same call and params shares the request.',
  params: actionSchema('api', {
    call: z.string().check(z.minLength(1)),
    params: z.optional(z.record(z.string(), z.unknown())),
    into: z.optional(z.string().check(z.minLength(1))),
    loading: z.optional(z.string().check(z.minLength(1))),
    onSuccess: z.optional(actionListSchema),
    onError: z.optional(actionListSchema),
    cache: z.optional(z.strictObject({ staleMs: z.number().check(z.int(), z.nonnegative()) })),
  }),
  run: async (action, scope) => {
    const endpoint = await findEndpoint(action.call);
    if (!endpoint) throw new Error(`api: unknown call "${action.call}"`);
    // As in queries, a binding with no value (null) leaves its param out: one launch list serves games and vendor lobbies.
    const given = Object.fromEntries(Object.entries(action.params ?? {}).filter(([, value]) => value !== null && value !== undefined));
    const params = endpoint.params.safeParse(given);
    if (!params.success) throw new TypeError(`api call "${action.call}": ${params.error.issues.map((i) => `${i.path.join('.') || 'params'} ${i.message}`).join('; ')}`);
    if (endpoint.session && !scope.context().member.loggedIn) return 'stop';
    let answer: unknown;
    if (action.loading) showLoading(action.loading);
    try {
      answer = action.cache ? await cachedCall(endpoint, params.data as Record<string, unknown>, action.cache.staleMs) : await endpoint.run(params.data, callEnv());
    } catch (error) {
      if (action.loading) hideLoading();
      if (!action.onError || !isApiError(error) || endedSession(error)) throw error;
      const details = { code: error.code, message: apiErrorText(error), status: error.status, data: error.data };
      return scope.run(action.onError, { event: { ...scope.event, error: details } });
    }
    if (action.loading) hideLoading();
    await applyEffect(endpoint.effect, answer);
    if (action.into) setScreenState(scope.screen, { [action.into]: answer });
    if (action.onSuccess) return scope.run(action.onSuccess, { event: { ...scope.event, value: answer } });
  },
});
