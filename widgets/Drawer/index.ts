import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const drawerProps = z.strictObject({
  /** Modal flag (ui modals) that opens this panel: "leftPanel", "rightPanel", "memberPopup". */
  modal: z.string().check(z.minLength(1)),
  /** Left and right slide in from the side; top drops down under the header (member pop-up). */
  side: z._default(z.enum(['left', 'right', 'top', 'bottom']), 'right'),
  /** Accessible name of the panel. */
  label: textSchema,
  /** Panel width in px for side panels. */
  width: z._default(z.number().check(z.gte(200), z.lte(480)), 300),
  /** Whether the panel is open; by default its modal flag (state.modals.<modal>). */
  open: z.optional(z.boolean()),
  /**
   * Draw the content ahead, closed and out of reach, once the browser is idle after the page
   * shows, so a tap only slides the panel in (for a panel players open from the first screen, such
   * as the side menu). Off: the content is drawn when the panel opens.
   */
  drawAhead: z._default(z.boolean(), false),
});
export type DrawerProps = z.infer<typeof drawerProps>;

export const drawerWidget = defineWidget<DrawerProps>({
  type: 'Drawer',
  description: 'A panel bound to a modal flag: slides in, closes on backdrop, Escape, its close button or a route change; raises "close".',
  props: drawerProps,
  events: ['close'],
  acceptsChildren: true,
  bind: (props) => ({ open: { '!!': [{ var: `state.modals.${String(props.modal)}` }] } }),
  // Closing clears the modal flag before the layout's own "close" actions run.
  defaultOn: (props) => ({ close: [{ do: 'modal.toggle', name: props.modal, open: false }] }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.DrawerView })),
});
