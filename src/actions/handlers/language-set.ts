import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { changeLanguage } from '../../i18n';
import { validateField } from '../../engine/rules';
import { template, templateLanguages } from '../../state/platform';
import { addScreenDisposer, setFieldErrors, type FieldError, type ScreenStore } from '../../state/screen';
import { showToast } from '../../state/ui';

/** Spec: errors are revalidated 200 ms after a language change (the last change wins). */
export const REVALIDATE_DEBOUNCE_MS = 200;

const pending = new WeakMap<ScreenStore, () => void>();

/** Re-checks only the fields that currently show an error, so their messages follow the language. */
export function revalidateShownErrors(screen: ScreenStore): void {
  const shown = Object.keys(screen.errors.value);
  const patch: Record<string, FieldError | null> = {};
  for (const spec of screen.fields.value) {
    if (shown.includes(spec.name)) patch[spec.name] = validateField(spec, screen.form.value);
  }
  setFieldErrors(screen, patch);
}

function scheduleRevalidation(screen: ScreenStore): void {
  pending.get(screen)?.();
  const timer = setTimeout(() => {
    cancel(); // unregisters the clean-up; the timer has already fired
    pending.delete(screen);
    revalidateShownErrors(screen);
  }, REVALIDATE_DEBOUNCE_MS);
  const cancel = addScreenDisposer(screen, () => clearTimeout(timer));
  pending.set(screen, cancel);
}

export const languageSetAction = defineAction({
  name: 'language.set',
  description: 'Switch to `lang` (one of the template languages), store it, and re-check shown field errors after 200 ms.',
  params: actionSchema('language.set', { lang: z.string().check(z.regex(/^[A-Za-z]{2,3}$/, 'a language code such as "EN"')) }),
  run: async (action, scope) => {
    const lang = action.lang.toUpperCase();
    // Before the template is known (a failed start) any bundled language may be chosen.
    if (template.value && !templateLanguages(template.value).includes(lang)) {
      showToast('t:common_language_unsupported');
      return 'stop';
    }
    await changeLanguage(lang);
    scheduleRevalidation(scope.screen);
  },
});
