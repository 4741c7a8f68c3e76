import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { FormView } from './FormView';

export const formProps = z.strictObject({
  /** Names the form (autofill hints, tests, analytics). */
  name: z.string().min(1),
  gap: z.number().min(0).max(48).default(16),
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
