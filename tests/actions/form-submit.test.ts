import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint, type CallEnv, type EndpointDefinition } from '../../src/api/endpoint';
import { ApiError } from '../../src/api/errors';
import { createScreenStore, setFormValue } from '../../src/state/screen';
import { toasts } from '../../src/state/ui';
import { runActionList } from './dispatch';
import { fakeScope } from './fake-scope';

const registry = new Map<string, EndpointDefinition>();
vi.mock('../../src/api/endpoint-registry', () => ({ findEndpoint: async (name: string) => registry.get(name) }));
const focused: string[] = [];
vi.mock('../../src/actions/browser', async (original) => ({ ...(await original<object>()), focusField: (name: string) => focused.push(name) }));

const run = vi.fn<(params: unknown, env: CallEnv) => Promise<unknown>>();
beforeEach(() => {
  registry.set('content.feedback', defineEndpoint({
    name: 'content.feedback',
    description: 'test',
    params: z.strictObject({ content: z.string(), type: z.number(), captcha: z.string(), captchaId: z.string() }),
    run,
  }));
});
afterEach(() => {
  run.mockReset();
  registry.clear();
  focused.length = 0;
  toasts.value = [];
});

function feedbackScreen(values: Record<string, unknown>) {
  const screen = createScreenStore({ state: { captchaId: 'c-1' } });
  screen.fields.value = [{ name: 'type', required: true }, { name: 'content', required: true, maxLength: 200 }, { name: 'captcha', rule: 'captcha', required: true }];
  for (const [name, value] of Object.entries(values)) setFormValue(screen, name, value);
  return fakeScope({ screen });
}

const submit = (extra: Record<string, unknown> = {}) => ({
  do: 'form.submit',
  call: 'content.feedback',
  fields: ['type', 'content', 'captcha'],
  params: { captchaId: { $: { var: 'state.captchaId' } } },
  ...extra,
});

describe('form.submit', () => {
  it('checks the fields first: the first invalid one (in screen order) gets focus and nothing is sent', async () => {
    const { scope, screen } = feedbackScreen({ type: 2 });
    expect(await runActionList([submit()], scope)).toBe('stop');
    expect(Object.keys(screen.errors.value).sort()).toEqual(['captcha', 'content']);
    expect(focused).toEqual(['content']);
    expect(run).not.toHaveBeenCalled();
  });

  it('maps the form fields and extra params to the call, shows submitting, then runs onSuccess with the answer', async () => {
    const { scope, screen } = feedbackScreen({ type: 2, content: 'Pending for two hours', captcha: '1234' });
    let submittingDuring: unknown;
    run.mockImplementation(async () => {
      submittingDuring = screen.state.value.submitting;
      return { success: true, feedbackId: 9 };
    });
    await runActionList([submit({ onSuccess: [{ do: 'state.set', key: 'sent', value: { $: { var: 'event.value.feedbackId' } } }] })], scope);
    expect(run).toHaveBeenCalledWith({ type: 2, content: 'Pending for two hours', captcha: '1234', captchaId: 'c-1' }, expect.objectContaining({ language: expect.any(String) }));
    expect(submittingDuring).toBe(true);
    expect(screen.state.value).toMatchObject({ submitting: false, sent: 9 });
  });

  it('a refusal naming a field puts the message on it and focuses it; what was typed is kept', async () => {
    const { scope, screen } = feedbackScreen({ type: 2, content: 'Pending for two hours', captcha: '9999' });
    run.mockRejectedValue(new ApiError('http', 'Verification code error', { status: 400, code: 'captcha.invalid', data: { field: 'captcha' } }));
    expect(await runActionList([submit()], scope)).toBe('stop');
    // The translated text when texts are loaded (the app); here, without them, the server's own.
    expect(screen.errors.value.captcha).toBe('Verification code error');
    expect(focused).toEqual(['captcha']);
    expect(screen.form.value.content).toBe('Pending for two hours');
    // The field says it; no second message as a toast.
    expect(toasts.value).toEqual([]);
  });

  it('validation issues map back through { param: field } names; onError gets the error', async () => {
    const { scope, screen } = feedbackScreen({ type: 2, content: 'x'.repeat(12), captcha: '1' });
    run.mockRejectedValue(new ApiError('http', 'Invalid content', { status: 400, code: 'validation.failed', data: { issues: [{ field: 'content', message: 'Too short after trimming' }] } }));
    await runActionList([submit({ onError: [{ do: 'state.set', key: 'code', value: { $: { var: 'event.error.code' } } }] })], scope);
    expect(screen.errors.value.content).toBe('Too short after trimming');
    expect(screen.state.value.code).toBe('validation.failed');
  });

  it('a refusal naming no field is shown as a message', async () => {
    const { scope } = feedbackScreen({ type: 2, content: 'Pending for two hours', captcha: '1234' });
    run.mockRejectedValue(new ApiError('http', 'Too many feedback messages today', { status: 400, code: 'feedback.limit' }));
    await runActionList([submit()], scope);
    expect(toasts.value.map((t) => t.text)).toEqual(['Too many feedback messages today']);
  });
});
