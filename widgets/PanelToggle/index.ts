import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';

export const panelToggleProps = z.strictObject({
  /** The modal (page-level panel) this button opens and closes, e.g. "leftPanel". */
  modal: z.string().check(z.minLength(1)),
  icon: z._default(iconNameSchema, 'menu'),
  /** Accessible name of the button. */
  label: textSchema,
  /** Whether its panel is open; by default the modal flag. */
  open: z.optional(z.boolean()),
});
export type PanelToggleProps = z.infer<typeof panelToggleProps>;

export const panelToggleWidget = defineWidget<PanelToggleProps>({
  type: 'PanelToggle',
  description: 'An icon button for a side panel, announcing whether it is open; raises "press".',
  props: panelToggleProps,
  events: ['press'],
  bind: (props) => ({ open: { '!!': [{ var: `state.modals.${String(props.modal)}` }] } }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.PanelToggleView })),
});
