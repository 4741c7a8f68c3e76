import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { iconNameSchema } from '../Icon';

export const fallingItemsProps = z.strictObject({
  /** A run starts when this becomes true (bind it to a state key) and ends early when it becomes false. */
  running: z._default(z.boolean(), false),
  /** Items in one run. */
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(300)), 30),
  /** Longest run, in ms. */
  durationMs: z._default(z.number().check(z.int(), z.minimum(3000), z.maximum(300_000)), 20_000),
  /** The run ends by this moment (epoch ms) at the latest, e.g. a round's end. */
  until: z.optional(z.nullable(z.number())),
  /** The server's clock when it answered `until` (the phone's clock may be off). */
  now: z.optional(z.nullable(z.number())),
  /** Time an item takes to cross the screen, in ms (each one a little faster or slower). */
  fallMs: z._default(z.number().check(z.int(), z.minimum(1000), z.maximum(15_000)), 4000),
  /** Items moving at once: few moving elements keep a mid-range phone smooth. */
  maxOnScreen: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 6),
  /** Size of an item in px. */
  itemSize: z._default(z.number().check(z.int(), z.minimum(40), z.maximum(96)), 64),
  /** The item's picture (an address); else `icon`; else a red envelope. */
  image: z.optional(z.string().check(z.minLength(1))),
  icon: z.optional(iconNameSchema),
  /** Accessible name of each item, e.g. "t:rain_envelope". */
  itemLabel: z._default(textSchema, 't:falling_item'),
  /** Accessible name of the layer the items fall in. */
  label: z._default(textSchema, 't:falling_label'),
  stopLabel: z._default(textSchema, 't:falling_stop'),
  /**
   * What a tapped item turned out to be, shown where it was tapped (an amount, "empty"): set it when
   * the answer arrives, e.g. `state.set` from the call's onSuccess with `{ key: event.key, text }`.
   */
  reveal: z.optional(z.nullable(z.strictObject({ key: z.string().check(z.minLength(1)), text: textSchema }))),
  /** auto: falling items, or a calm grid to tap for players who ask for reduced motion; or either always. */
  presentation: z._default(z.enum(['auto', 'falling', 'grid']), 'auto'),
  /** Columns of the calm grid. */
  columns: z._default(z.number().check(z.int(), z.minimum(2), z.maximum(5)), 4),
});
export type FallingItemsProps = z.infer<typeof fallingItemsProps>;

export const fallingItemsWidget = defineWidget<FallingItemsProps>({
  type: 'FallingItems',
  description:
    'A timed layer over the screen where `count` items (a picture, an icon or a red envelope) fall for `durationMs` (until `until` at the latest), ' +
    'a few at a time with CSS transforms, or sit in a calm grid for reduced motion. Tapping one raises "tap" with { index, key } (key: unique per run ' +
    'and item, for answering a repeated request once); `reveal` ({ key, text }) shows what it was where it was tapped. Raises "done" with { reason: time, exhausted or ' +
    'stopped, tapped, count } when the run ends. Its children (a running total) show at the top.',
  props: fallingItemsProps,
  events: ['tap', 'done'],
  acceptsChildren: true,
  load: () => import('./FallingItemsView'),
});
