import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const countdownProps = z.strictObject({
  /** The moment it counts down to, in epoch ms, usually bound (`{ "$": { "var": "data.rain.value.round.startsAt" } }`); nothing shows without one. */
  to: z.optional(z.nullable(z.number())),
  /**
   * The server's clock when it answered `to` (e.g. `data.rain.value.serverTime`): the phone's clock
   * may be off by seconds or minutes, so the time left is counted on the server's clock. Use with a
   * fresh answer (a query without `cache`).
   */
  now: z.optional(z.nullable(z.number())),
  /** Text around the time, with {{time}} where it goes ("t:rain_starts_in": "Starts in {{time}}"); the time alone by default. */
  text: z.optional(textSchema),
  /** clock: 04:05, or 1:02:03 past an hour; seconds: 245. */
  format: z._default(z.enum(['clock', 'seconds']), 'clock'),
  variant: z._default(z.enum(['title', 'body', 'caption']), 'body'),
  align: z._default(z.enum(['start', 'center', 'end']), 'start'),
});
export type CountdownProps = z.infer<typeof countdownProps>;

export const countdownWidget = defineWidget<CountdownProps>({
  type: 'Countdown',
  description:
    'The time left until `to` (epoch ms; counted on the server clock given by `now`), ticking each second, in a text with {{time}}; ' +
    'raises "end" once when it reaches zero for that `to` (e.g. reload the query that gave it).',
  props: countdownProps,
  events: ['end'],
  load: () => import('./CountdownView'),
});
