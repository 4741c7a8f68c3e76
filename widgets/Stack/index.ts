import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { StackView } from './StackView';

export const stackProps = z.strictObject({
  direction: z._default(z.enum(['column', 'row']), 'column'),
  /** Space between children in px. */
  gap: z._default(z.number().check(z.gte(0), z.lte(64)), 12),
  align: z._default(z.enum(['start', 'center', 'end', 'stretch']), 'stretch'),
  justify: z._default(z.enum(['start', 'center', 'end', 'between']), 'start'),
  wrap: z._default(z.boolean(), false),
  /** Inner padding in px. */
  padding: z._default(z.number().check(z.gte(0), z.lte(64)), 0),
  /** DOM id, for `scroll.to` (the lobby's game area). */
  anchor: z.optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/))),
  /** Shares the room of a row with its siblings (grows, may shrink below its content). */
  grow: z._default(z.boolean(), false),
  /**
   * With `grow`: the narrowest it may get, in px. In a row that wraps, the siblings move to the next
   * line rather than squeeze it below this (a search box beside a button on a 320-wide phone).
   */
  minWidth: z.optional(z.number().check(z.int(), z.minimum(24), z.maximum(480))),
  /** A fixed width in px (the lobby's side menu); it does not shrink. */
  width: z.optional(z.number().check(z.int(), z.minimum(24), z.maximum(480))),
  /** Stays in view under the header while the page scrolls (a side menu beside a long list). */
  sticky: z._default(z.boolean(), false),
  /** A panel background and rounded corners (a section of the lobby). */
  surface: z._default(z.boolean(), false),
  /**
   * Children are drawn only when the stack comes near the screen (a lobby section below the fold):
   * the first screen's render, layout and images go to what the player sees first.
   */
  deferred: z._default(z.boolean(), false),
});
export type StackProps = z.infer<typeof stackProps>;

export const stackWidget = defineWidget<StackProps>({
  type: 'Stack',
  description: 'Lays its children out in a column or a row with a gap.',
  props: stackProps,
  acceptsChildren: true,
  view: StackView,
});
