import { z } from 'zod/mini';
import { setFieldErrors, setFieldMessages } from '../../state/screen';
import { focusField } from '../browser';
import { actionSchema } from '../params';
import { defineAction } from '../types';

export const formErrorAction = defineAction({
  name: 'form.error',
  description:
    'Put a message on one field (an i18n key "t:…" or a server text), as if a check had failed, and focus it; ' +
    'without `text` (or with an empty one) the field\'s message is cleared. E.g. a taken username or a refused invitation code.',
  params: actionSchema('form.error', {
    name: z.string().check(z.minLength(1)),
    text: z.optional(z.nullable(z.string())),
    focus: z._default(z.boolean(), true),
  }),
  run: (action, scope) => {
    if (!action.text) {
      setFieldErrors(scope.screen, { [action.name]: null });
      return;
    }
    setFieldMessages(scope.screen, { [action.name]: action.text });
    if (action.focus) focusField(action.name);
  },
});
