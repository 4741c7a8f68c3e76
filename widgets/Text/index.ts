import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { TextView } from './TextView';

export const textProps = z.strictObject({
  text: textSchema,
  variant: z.enum(['title', 'subtitle', 'body', 'caption', 'muted', 'error']).default('body'),
  align: z.enum(['start', 'center', 'end']).default('start'),
  /**
   * Interpolation values for the i18n text. A value naming a context path ("member.name",
   * "template.title") is read from the context, so layouts can say "Welcome, {{name}}".
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TextProps = z.infer<typeof textProps>;

export const textWidget = defineWidget<TextProps>({
  type: 'Text',
  description: 'A line or paragraph of text in one of the theme variants.',
  props: textProps,
  view: TextView,
});
