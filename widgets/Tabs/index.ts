import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { conditionSchema, textSchema } from '../_lib/common-props';

export const tabSchema = z.strictObject({
  value: z.string().check(z.minLength(1)),
  label: textSchema,
  /** json-logic rule; the tab is offered only while it holds. */
  when: z.optional(conditionSchema),
});

export const tabsProps = z.strictObject({
  /** Where the selected value lives: "form.method" or "state.tab". */
  bind: z.string().check(z.regex(/^(form|state)\.[A-Za-z0-9_]+$/, 'form.<name> or state.<name>')),
  // May arrive empty: the engine drops entries whose `when` fails before the props are checked.
  tabs: z.array(tabSchema),
  variant: z._default(z.enum(['underline', 'pill']), 'underline'),
});
export type TabsProps = z.infer<typeof tabsProps>;

export const tabsWidget = defineWidget<TabsProps>({
  type: 'Tabs',
  description: 'Switches a form or state value between tabs; raises "change" with { value } on a switch.',
  props: tabsProps,
  events: ['change'],
  load: () => import('../_lazy/fields').then((views) => ({ default: views.TabsView })),
});
