import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';

export const chipProps = z.strictObject({
  label: textSchema,
  /** An image before the label (a vendor logo), hidden when it fails to load. */
  image: z.optional(z.string()),
  icon: z.optional(iconNameSchema),
  /** Usually bound: `{ "$": { "==": [{ "var": "state.vendor" }, { "var": "item.vassalage" }] } }`. */
  selected: z._default(z.boolean(), false),
  /** pill: a tab in a strip or menu; card: a vendor card with a large logo; side: a row of a side menu. */
  variant: z._default(z.enum(['pill', 'card', 'side']), 'pill'),
  /** A count or short text on the right. */
  hint: z.optional(z.union([z.string(), z.number()])),
  /** Background tone: red for sports categories, the lottery one for LOTT/ELOTT. */
  tone: z._default(z.enum(['default', 'sports', 'lottery']), 'default'),
});
export type ChipProps = z.infer<typeof chipProps>;

export const chipWidget = defineWidget<ChipProps>({
  type: 'Chip',
  description:
    'A selectable tab, menu row or vendor card (label, optional logo or icon); a chip that becomes selected scrolls itself into ' +
    'view in its strip; raises "press".',
  props: chipProps,
  events: ['press'],
  load: () => import('../_lazy/shell').then((views) => ({ default: views.ChipView })),
});
