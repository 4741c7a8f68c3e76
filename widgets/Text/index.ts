import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { TextView } from './TextView';

export const textProps = z.strictObject({
  text: textSchema,
  variant: z.enum(['title', 'subtitle', 'body', 'caption', 'muted', 'error']).default('body'),
  align: z.enum(['start', 'center', 'end']).default('start'),
  /**
   * Interpolation values for the i18n text; a context value is bound with `$`, e.g.
   * `{ "title": { "$": { "var": "template.title" } } }` for "Welcome to {{title}}".
   */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type TextProps = z.infer<typeof textProps>;

export const textWidget = defineWidget<TextProps>({
  type: 'Text',
  description: 'A line or paragraph of text in one of the theme variants.',
  props: textProps,
  view: TextView,
});
