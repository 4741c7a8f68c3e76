import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';
import { inAppPath } from '../_lib/route-link';
import { iconNameSchema } from '../Icon';

export const menuItemProps = z.strictObject({
  label: textSchema,
  icon: z.optional(iconNameSchema),
  /** In-app path; without it the item raises "press" for its actions. */
  to: z.optional(z.string().check(z.regex(inAppPath, 'an in-app path starting with /'))),
  /** Unread count: a number or a json-logic rule ({ "var": "data.unreadMail" }); capped at 99+. */
  badge: z.optional(z.union([z.number(), conditionSchema])),
  /** A short text on the right (e.g. the current language). */
  hint: z.optional(textSchema),
  tone: z._default(z.enum(['default', 'danger']), 'default'),
});
export type MenuItemProps = z.infer<typeof menuItemProps>;

export const menuItemWidget = defineWidget<MenuItemProps>({
  type: 'MenuItem',
  description: 'One menu entry (icon, label, badge): a link to an in-app path or raising "press".',
  props: menuItemProps,
  events: ['press'],
  rules: { badge: 'value' },
  load: () => import('../_lazy/shell').then((views) => ({ default: views.MenuItemView })),
});
