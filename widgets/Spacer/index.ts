import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { SpacerView } from './SpacerView';

export const spacerProps = z.strictObject({
  /** Fixed size in px; 0 means "take the remaining space" in a row or column. */
  size: z.number().min(0).max(200).default(0),
});
export type SpacerProps = z.infer<typeof spacerProps>;

export const spacerWidget = defineWidget<SpacerProps>({
  type: 'Spacer',
  description: 'Empty space: a fixed gap, or a flexible filler pushing siblings apart.',
  props: spacerProps,
  view: SpacerView,
});
