import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { SpacerView } from './SpacerView';

export const spacerProps = z.strictObject({
  /** Fixed size in px; 0 means "take the remaining space" in a row or column. */
  size: z._default(z.number().check(z.gte(0), z.lte(200)), 0),
});
export type SpacerProps = z.infer<typeof spacerProps>;

export const spacerWidget = defineWidget<SpacerProps>({
  type: 'Spacer',
  description: 'Empty space: a fixed gap, or a flexible filler pushing siblings apart.',
  props: spacerProps,
  view: SpacerView,
});
