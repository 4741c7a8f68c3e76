import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const menuListProps = z.strictObject({
  title: z.optional(textSchema),
  /** "list": rows with chevrons; "tiles": icon tiles in a grid (shortcuts). */
  variant: z._default(z.enum(['list', 'tiles']), 'list'),
  /** Tiles per row. */
  columns: z._default(z.number().check(z.int(), z.gte(2), z.lte(5)), 3),
});
export type MenuListProps = z.infer<typeof menuListProps>;

export const menuListWidget = defineWidget<MenuListProps>({
  type: 'MenuList',
  description: 'A list or tile grid of MenuItem children, with an optional heading.',
  props: menuListProps,
  acceptsChildren: true,
  load: () => import('../_lazy/shell').then((views) => ({ default: views.MenuListView })),
});
