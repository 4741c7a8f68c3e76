import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { ICON_NAMES } from './icons';
import { IconView } from './IconView';

export const iconNameSchema = z.enum(ICON_NAMES);

export const iconProps = z.strictObject({
  name: iconNameSchema,
  size: z.number().int().min(12).max(96).default(24),
  /** Accessible name; leave empty for decorative icons next to a text. */
  label: textSchema.optional(),
  color: z.enum(['text', 'muted', 'primary', 'danger']).default('text'),
});
export type IconProps = z.infer<typeof iconProps>;

export const iconWidget = defineWidget<IconProps>({
  type: 'Icon',
  description: 'An icon from the built-in inline SVG set.',
  props: iconProps,
  view: IconView,
});
