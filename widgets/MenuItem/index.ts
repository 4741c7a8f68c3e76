import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';
import { inAppPath } from '../_lib/route-link';
import { iconNameSchema } from '../Icon';
import { MenuItemView } from './MenuItemView';

export const menuItemProps = z.strictObject({
  label: textSchema,
  icon: iconNameSchema.optional(),
  /** In-app path; without it the item raises "press" for its actions. */
  to: z.string().regex(inAppPath, 'an in-app path starting with /').optional(),
  /** Unread count: a number or a json-logic rule ({ "var": "data.unreadMail" }); capped at 99+. */
  badge: z.union([z.number(), conditionSchema]).optional(),
  /** A short text on the right (e.g. the current language). */
  hint: textSchema.optional(),
  tone: z.enum(['default', 'danger']).default('default'),
});
export type MenuItemProps = z.infer<typeof menuItemProps>;

export const menuItemWidget = defineWidget<MenuItemProps>({
  type: 'MenuItem',
  description: 'One menu entry (icon, label, badge): a link to an in-app path or raising "press".',
  props: menuItemProps,
  events: ['press'],
  rules: { badge: 'value' },
  view: MenuItemView,
});
