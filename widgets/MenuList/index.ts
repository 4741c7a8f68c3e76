import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { MenuListView } from './MenuListView';

export const menuListProps = z.strictObject({
  title: textSchema.optional(),
  /** "list": rows with chevrons; "tiles": icon tiles in a grid (shortcuts). */
  variant: z.enum(['list', 'tiles']).default('list'),
  /** Tiles per row. */
  columns: z.number().int().min(2).max(5).default(3),
});
export type MenuListProps = z.infer<typeof menuListProps>;

export const menuListWidget = defineWidget<MenuListProps>({
  type: 'MenuList',
  description: 'A list or tile grid of MenuItem children, with an optional heading.',
  props: menuListProps,
  acceptsChildren: true,
  view: MenuListView,
});
