import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { StackView } from './StackView';

export const stackProps = z.strictObject({
  direction: z.enum(['column', 'row']).default('column'),
  /** Space between children in px. */
  gap: z.number().min(0).max(64).default(12),
  align: z.enum(['start', 'center', 'end', 'stretch']).default('stretch'),
  justify: z.enum(['start', 'center', 'end', 'between']).default('start'),
  wrap: z.boolean().default(false),
  /** Inner padding in px. */
  padding: z.number().min(0).max(64).default(0),
});
export type StackProps = z.infer<typeof stackProps>;

export const stackWidget = defineWidget<StackProps>({
  type: 'Stack',
  description: 'Lays its children out in a column or a row with a gap.',
  props: stackProps,
  acceptsChildren: true,
  view: StackView,
});
