import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { FormView } from './FormView';

export const formProps = z.strictObject({
  /** Names the form (autofill hints, tests, analytics). */
  name: z.string().check(z.minLength(1)),
  gap: z._default(z.number().check(z.gte(0), z.lte(48)), 16),
});
export type FormProps = z.infer<typeof formProps>;

export const formWidget = defineWidget<FormProps>({
  type: 'Form',
  description: 'Groups fields; Enter in any field or a submit Button raises "submit" (once at a time).',
  props: formProps,
  events: ['submit'],
  acceptsChildren: true,
  view: FormView,
});
