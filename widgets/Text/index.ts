import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { TextView } from './TextView';

export const textProps = z.strictObject({
  text: textSchema,
  variant: z._default(z.enum(['title', 'subtitle', 'body', 'caption', 'muted', 'error']), 'body'),
  align: z._default(z.enum(['start', 'center', 'end']), 'start'),
  /** Keeps the text on one line and its full width in a row (an amount beside a label that wraps instead). */
  nowrap: z._default(z.boolean(), false),
  /**
   * Colour by meaning: a gain (positive) or a loss (negative), e.g. a win/loss bound with
   * `{ "$": { "if": [{ ">": [{ "var": "item.winLoss" }, 0] }, "positive", ...] } }`. Say the sign in
   * the text too: colour alone does not reach every reader.
   */
  tone: z._default(z.enum(['default', 'positive', 'negative']), 'default'),
  /**
   * Interpolation values for the i18n text; a context value is bound with `$`, e.g.
   * `{ "title": { "$": { "var": "template.title" } } }` for "Welcome to {{title}}".
   */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type TextProps = z.infer<typeof textProps>;

export const textWidget = defineWidget<TextProps>({
  type: 'Text',
  description: 'A line or paragraph of text in one of the theme variants.',
  props: textProps,
  view: TextView,
});
