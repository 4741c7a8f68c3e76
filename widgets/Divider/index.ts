import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { DividerView } from './DividerView';

export const dividerProps = z.strictObject({
  /** Optional caption in the middle of the line ("or"). */
  label: z.optional(textSchema),
});
export type DividerProps = z.infer<typeof dividerProps>;

export const dividerWidget = defineWidget<DividerProps>({
  type: 'Divider',
  description: 'A thin separating line, optionally with a caption.',
  props: dividerProps,
  view: DividerView,
});
