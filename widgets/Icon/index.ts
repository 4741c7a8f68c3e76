import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { ICON_NAMES } from './icons';
import { IconView } from './IconView';

export const iconNameSchema = z.enum(ICON_NAMES);

export const iconProps = z.strictObject({
  name: iconNameSchema,
  size: z._default(z.number().check(z.int(), z.gte(12), z.lte(96)), 24),
  /** Accessible name; leave empty for decorative icons next to a text. */
  label: z.optional(textSchema),
  color: z._default(z.enum(['text', 'muted', 'primary', 'danger']), 'text'),
});
export type IconProps = z.infer<typeof iconProps>;

export const iconWidget = defineWidget<IconProps>({
  type: 'Icon',
  description: 'An icon from the built-in inline SVG set.',
  props: iconProps,
  view: IconView,
});
