import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const disclosureProps = z.strictObject({
  title: textSchema,
  /** A second line under the title (a date). */
  subtitle: z.optional(textSchema),
  /** Whether its content shows; bind it, e.g. `{ "$": { "==": [{ "var": "state.open" }, { "var": "index" }] } }`. */
  open: z._default(z.boolean(), false),
  /** DOM id, so a link can reach it (help-3). */
  anchor: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/))),
  /** An unread dot beside the title. */
  unread: z._default(z.boolean(), false),
});
export type DisclosureProps = z.infer<typeof disclosureProps>;

export const disclosureWidget = defineWidget<DisclosureProps>({
  type: 'Disclosure',
  description: 'An accordion item: a title row that raises "toggle" with { open } (the next state), and its children while open.',
  props: disclosureProps,
  events: ['toggle'],
  acceptsChildren: true,
  load: () => import('../_lazy/shell').then((views) => ({ default: views.DisclosureView })),
});
