import { z } from 'zod/mini';
import { defineAction } from '../types';
import { actionSchema } from '../params';
import { validateForm } from '../../engine/rules';
import { setFieldErrors, type ScreenStore } from '../../state/screen';
import { focusField } from '../browser';
import { patternsReady } from '../../engine/rules/load-pattern-engine';

/** Validates the visible fields (or only `fields`), writes screen.errors; true when all pass. */
export function validateScreen(screen: ScreenStore, only?: string[]): boolean {
  const specs = screen.fields.value.filter((spec) => !only || only.includes(spec.name));
  const failures = validateForm(specs, screen.form.value);
  const patch: Parameters<typeof setFieldErrors>[1] = {};
  // Fields that were checked and passed lose their old error; errors of fields no longer
  // visible are dropped too when the whole form is checked.
  const cleared = only ?? Object.keys(screen.errors.value);
  for (const name of cleared) patch[name] = null;
  for (const spec of specs) patch[spec.name] = failures[spec.name] ?? null;
  setFieldErrors(screen, patch);
  return Object.keys(failures).length === 0;
}

export const formValidateAction = defineAction({
  name: 'form.validate',
  description: 'Check the visible form fields (or only `fields`); on any failure show the errors, focus the first with `focus`, and end the list.',
  params: actionSchema('form.validate', { fields: z.optional(z.array(z.string().check(z.minLength(1)))), focus: z._default(z.boolean(), false) }),
  run: async (action, scope) => {
    // Operator patterns are checked by the lazily loaded linear-time engine: wait for it once.
    await patternsReady(scope.screen.fields.peek());
    if (validateScreen(scope.screen, action.fields)) return;
    const failing = scope.screen.errors.peek();
    const first = action.focus ? scope.screen.fields.peek().find((spec) => spec.name in failing) : undefined;
    if (first) focusField(first.name);
    return 'stop';
  },
});
