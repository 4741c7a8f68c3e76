import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/i18n', () => ({ changeLanguage: vi.fn(async (lang: string) => lang) }));

import { changeLanguage } from '../../src/i18n';
import { runActionList } from './dispatch';
import { disposeScreen } from '../../src/state/screen';
import { template } from '../../src/state/platform';
import { toasts } from '../../src/state/ui';
import { fakeScope } from './fake-scope';

beforeEach(() => {
  vi.useFakeTimers();
  template.value = { templateId: '1', merchantCode: 'DEMO', parameters: { language: 'CN,EN' } };
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  toasts.value = [];
});

function screenWithErrors() {
  const ctx = fakeScope();
  ctx.screen.fields.value = [{ name: 'username', required: true }, { name: 'password', required: true }];
  ctx.screen.form.value = { username: '', password: '' };
  // Only username currently shows an error (stale text from the previous language).
  ctx.screen.errors.value = { username: 'stale message' };
  return ctx;
}

describe('language.set', () => {
  it('switches the language, then re-checks shown errors after 200 ms', async () => {
    const { scope, screen } = screenWithErrors();
    await runActionList([{ do: 'language.set', lang: 'en' }], scope);
    expect(changeLanguage).toHaveBeenCalledWith('EN');
    expect(screen.errors.value).toEqual({ username: 'stale message' });
    vi.advanceTimersByTime(199);
    expect(screen.errors.value).toEqual({ username: 'stale message' });
    vi.advanceTimersByTime(1);
    expect(Object.keys(screen.errors.value)).toEqual(['username']);
    expect(screen.errors.value.username).toMatch(/^t:rules_/);
  });

  it('debounces: quick switches revalidate once, 200 ms after the last', async () => {
    const { scope, screen } = screenWithErrors();
    await runActionList([{ do: 'language.set', lang: 'EN' }], scope);
    vi.advanceTimersByTime(150);
    await runActionList([{ do: 'language.set', lang: 'CN' }], scope);
    vi.advanceTimersByTime(150);
    expect(screen.errors.value).toEqual({ username: 'stale message' });
    vi.advanceTimersByTime(50);
    expect(screen.errors.value.username).toMatch(/^t:rules_/);
  });

  it('drops a fixed field error and leaves the screen alone once it is gone', async () => {
    const { scope, screen } = screenWithErrors();
    screen.form.value = { username: 'demo', password: '' };
    await runActionList([{ do: 'language.set', lang: 'EN' }], scope);
    vi.advanceTimersByTime(200);
    expect(screen.errors.value).toEqual({});
    const other = screenWithErrors();
    await runActionList([{ do: 'language.set', lang: 'EN' }], other.scope);
    disposeScreen(other.screen);
    vi.advanceTimersByTime(500);
    expect(other.screen.errors.value).toEqual({ username: 'stale message' });
  });

  it('refuses a language the template does not offer', async () => {
    const { scope } = fakeScope();
    expect(await runActionList([{ do: 'language.set', lang: 'VN' }], scope)).toBe('stop');
    expect(changeLanguage).not.toHaveBeenCalled();
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_language_unsupported']);
  });
});
