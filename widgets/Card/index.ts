import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { CardView } from './CardView';

export const cardProps = z.strictObject({
  title: z.optional(textSchema),
  /** "raised" is the default panel; "accent" draws attention (e.g. the guest call to action). */
  tone: z._default(z.enum(['raised', 'accent', 'plain']), 'raised'),
  padding: z._default(z.number().check(z.gte(0), z.lte(48)), 16),
});
export type CardProps = z.infer<typeof cardProps>;

export const cardWidget = defineWidget<CardProps>({
  type: 'Card',
  description: 'A rounded panel grouping its children, with an optional title.',
  props: cardProps,
  acceptsChildren: true,
  view: CardView,
});
