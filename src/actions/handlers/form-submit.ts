import { z } from 'zod/mini';
import { findEndpoint } from '../../api/endpoint-registry';
import { isApiError } from '../../api/errors';
import { endedSession } from '../../api/client';
import { setFieldMessages, setScreenState, type ScreenStore } from '../../state/screen';
import { hideLoading, showLoading, showToast } from '../../state/ui';
import { focusField } from '../browser';
import { callEnv } from '../flows/call-env';
import { applyEffect } from '../flows/effects';
import { fieldsOfFailure } from '../flows/server-errors';
import { actionListSchema, actionSchema } from '../params';
import { apiErrorText } from '../report';
import { defineAction } from '../types';
import { validateScreen } from './form-validate';
import { patternsReady } from '../../engine/rules/load-pattern-engine';

/** Screen state key that is true while a submit runs (bind buttons' `loading` to it). */
export const SUBMITTING = 'submitting';

/** `fields` as written: a list of form fields sent under their own names, or param → field. */
function fieldMap(fields: string[] | Record<string, string> | undefined, screen: ScreenStore): Record<string, string> {
  if (Array.isArray(fields)) return Object.fromEntries(fields.map((name) => [name, name]));
  if (fields) return fields;
  // By default every visible field of the form is sent under its own name.
  return Object.fromEntries(screen.fields.peek().map((spec) => [spec.name, spec.name]));
}

/** First field, in the order the screen shows them, among `names`. */
function firstInOrder(screen: ScreenStore, names: readonly string[]): string | undefined {
  return screen.fields.peek().find((spec) => names.includes(spec.name))?.name ?? names[0];
}

export const formSubmitAction = defineAction({
  name: 'form.submit',
  description:
    'Submit the form to a call of the registry: check the visible fields (focus the first invalid one and stop), send ' +
    '`fields` (form field names, or { param: field }; default every visible field) plus `params`, show `loading` meanwhile ' +
    '(state.submitting is true too), then run onSuccess (event.value = answer). With `sendEmpty`, listed fields without a ' +
    'value go as empty text (registration sends every field). A refusal puts the server message on the ' +
    'fields it names and focuses the first, then runs onError (event.error) or shows the message; what was typed is kept.',
  params: actionSchema('form.submit', {
    call: z.string().check(z.minLength(1)),
    fields: z.optional(z.union([z.array(z.string().check(z.minLength(1))), z.record(z.string(), z.string())])),
    params: z.optional(z.record(z.string(), z.unknown())),
    validate: z._default(z.boolean(), true),
    sendEmpty: z._default(z.boolean(), false),
    loading: z.optional(z.string()),
    onSuccess: z.optional(actionListSchema),
    onError: z.optional(actionListSchema),
  }),
  run: async (action, scope) => {
    const { screen } = scope;
    const endpoint = await findEndpoint(action.call);
    if (!endpoint) throw new Error(`form.submit: unknown call "${action.call}"`);
    if (action.validate) await patternsReady(screen.fields.peek());
    if (action.validate && !validateScreen(screen)) {
      const invalid = firstInOrder(screen, Object.keys(screen.errors.peek()));
      if (invalid) focusField(invalid);
      return 'stop';
    }
    const map = fieldMap(action.fields, screen);
    const form = screen.form.peek();
    const params: Record<string, unknown> = {};
    for (const [param, field] of Object.entries(map)) {
      if (form[field] !== undefined) params[param] = form[field];
      else if (action.sendEmpty) params[param] = '';
    }
    Object.assign(params, action.params ?? {});
    const checked = endpoint.params.safeParse(params);
    if (!checked.success) throw new Error(`form.submit: params for "${action.call}": ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);

    setScreenState(screen, { [SUBMITTING]: true });
    if (action.loading) showLoading(action.loading);
    let answer: unknown;
    try {
      answer = await endpoint.run(checked.data, callEnv());
    } catch (error) {
      if (!isApiError(error) || endedSession(error)) throw error;
      // A refusal with a known code reads in the player's language; per-field validation texts as sent.
      const named = fieldsOfFailure(error, apiErrorText(error))
        .map(({ param, message }) => ({ field: map[param] ?? param, message }))
        .filter(({ field }) => screen.fields.peek().some((spec) => spec.name === field));
      if (named.length) {
        setFieldMessages(screen, Object.fromEntries(named.map(({ field, message }) => [field, message])));
        const first = firstInOrder(screen, named.map((n) => n.field));
        if (first) focusField(first);
      }
      const details = { code: error.code, message: apiErrorText(error), status: error.status, data: error.data };
      if (action.onError) return scope.run(action.onError, { event: { ...scope.event, error: details } });
      if (!named.length) showToast(details.message);
      return 'stop';
    } finally {
      setScreenState(screen, { [SUBMITTING]: false });
      if (action.loading) hideLoading();
    }
    await applyEffect(endpoint.effect, answer);
    if (action.onSuccess) return scope.run(action.onSuccess, { event: { ...scope.event, value: answer } });
  },
});
