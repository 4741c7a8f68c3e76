import * as z from 'zod/mini';
import type { ActionSpec } from '../../src/engine/types';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { loadCarousel } from './carousel-loader';

const carouselSchema = z.strictObject({
  /** Items visible at once, e.g. 2.7 (a part of the next shows there is more). */
  perView: z._default(z.number().check(z.gt(0), z.lte(8)), 1),
  /** Items moved by one swipe or arrow press. */
  groupSize: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 1),
  /** Items stacked in each column (game rows of 2). */
  rows: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(3)), 1),
  /** Autoplay every so many ms (only with more than one slide). */
  autoplayMs: z.optional(z.number().check(z.int(), z.minimum(1000), z.maximum(60000))),
  loop: z._default(z.boolean(), false),
  arrows: z._default(z.boolean(), false),
  /** Roughly how long a slide change takes, in ms. */
  speedMs: z._default(z.number().check(z.int(), z.minimum(100), z.maximum(3000)), 500),
  /** Dots under the slides. */
  dots: z._default(z.boolean(), false),
});

const tickerSchema = z.strictObject({
  direction: z._default(z.enum(['vertical', 'horizontal']), 'vertical'),
  /** Pixels per second. */
  speed: z._default(z.number().check(z.gt(0), z.lte(400)), 30),
  /** Scrolls only with more items than this (the winner board: above 5). */
  minItems: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  /** Visible height in px (vertical). */
  height: z._default(z.number().check(z.int(), z.minimum(20), z.maximum(800)), 200),
});

export const collectionProps = z.strictObject({
  /** A query of the screen: items, status, paging and errors come from data.<source>. */
  source: z.optional(z.string().check(z.minLength(1))),
  /** The list itself, e.g. `{ "$": { "var": "data.help.items" } }` or a context array. */
  items: z.optional(z.array(z.unknown())),
  status: z.optional(z.enum(['idle', 'loading', 'error', 'empty', 'ready'])),
  hasMore: z.optional(z.boolean()),
  loadingMore: z.optional(z.boolean()),
  count: z.optional(z.number()),
  total: z.optional(z.number()),
  /** Text shown in the default error state (the failed call's message). */
  errorText: z.optional(z.string()),
  /** strip: one horizontally scrolling row of items at their own width (tabs, a vendor strip), no script. */
  layout: z._default(z.enum(['list', 'grid', 'carousel', 'ticker', 'strip']), 'list'),
  columns: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(6)), 3),
  gap: z._default(z.number().check(z.gte(0), z.lte(32)), 8),
  carousel: z.optional(carouselSchema),
  ticker: z.optional(tickerSchema),
  /** The load-more button (shown while hasMore), e.g. "t:common_more". */
  moreLabel: z._default(textSchema, 't:common_load_more'),
  /** Show current/total on the load-more button. */
  showCount: z._default(z.boolean(), false),
  /** Accessible name of the list. */
  label: z.optional(textSchema),
  item: z.optional(z.unknown()),
  loading: z.optional(z.unknown()),
  empty: z.optional(z.unknown()),
  error: z.optional(z.unknown()),
});
export type CollectionProps = z.infer<typeof collectionProps>;

export const collectionWidget = defineWidget<CollectionProps>({
  type: 'Collection',
  description:
    'Repeats its `item` template for each item (with `item` and `index` in the context) of a query (`source`) or of `items`, ' +
    'as a list, a grid, a scrolling strip, a carousel or an auto-scrolling ticker; shows its loading, empty and error nodes (error with retry) and ' +
    'a load-more button; raises "more" and "retry" (wired to the query by default).',
  props: collectionProps,
  events: ['more', 'retry'],
  // The carousel library is its own chunk; a page with collections fetches it with its views, not after its data.
  preloadParts: loadCarousel,
  slots: ['item', 'loading', 'empty', 'error'],
  repeat: { items: 'items', slot: 'item' },
  bind: (props) => {
    if (typeof props.source !== 'string') return {};
    const of = (field: string) => ({ var: `data.${props.source}.${field}` });
    return {
      items: of('items'), status: of('status'), hasMore: of('hasMore'), loadingMore: of('loadingMore'),
      count: of('count'), total: of('total'), errorText: of('error.message'),
    };
  },
  defaultOn: (props): Record<string, ActionSpec[]> =>
    props.source ? { more: [{ do: 'query.more', query: props.source }], retry: [{ do: 'query.reload', query: props.source }] } : {},
  load: () => import('../_lazy/shell').then((views) => ({ default: views.CollectionView })),
});
