import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { CardView } from './CardView';

export const cardProps = z.strictObject({
  title: textSchema.optional(),
  /** "raised" is the default panel; "accent" draws attention (e.g. the guest call to action). */
  tone: z.enum(['raised', 'accent', 'plain']).default('raised'),
  padding: z.number().min(0).max(48).default(16),
});
export type CardProps = z.infer<typeof cardProps>;

export const cardWidget = defineWidget<CardProps>({
  type: 'Card',
  description: 'A rounded panel grouping its children, with an optional title.',
  props: cardProps,
  acceptsChildren: true,
  view: CardView,
});
