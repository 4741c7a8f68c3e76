import * as z from 'zod/mini';
import type { ActionSpec } from '../../src/engine/types';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const queryStateProps = z.strictObject({
  /** A query of the screen: its status and error come from data.<source>. */
  source: z.string().check(z.minLength(1)),
  status: z.optional(z.enum(['idle', 'loading', 'error', 'empty', 'ready'])),
  /** The failed call's message (bound to data.<source>.error.message); shown under failedText when it says why. */
  errorText: z.optional(z.string()),
  /** What the error state says, e.g. "t:report_failed". */
  failedText: z._default(textSchema, 't:common_load_failed'),
  loadingText: z._default(textSchema, 't:common_loading'),
  /** inline: a line in the page (a card's figures); block: a centred state with an icon (a whole section). */
  presentation: z._default(z.enum(['inline', 'block']), 'inline'),
  align: z._default(z.enum(['start', 'center']), 'start'),
  loading: z.optional(z.unknown()),
  empty: z.optional(z.unknown()),
  error: z.optional(z.unknown()),
});
export type QueryStateProps = z.infer<typeof queryStateProps>;

export const queryStateWidget = defineWidget<QueryStateProps>({
  type: 'QueryState',
  description:
    "Shows what a query has: its children once it has answered, a loading line (or its `loading` node) until then, the failure with the call's " +
    'reason and a retry button (or its `error` node) when it failed, its `empty` node (when given) for an empty list, nothing while the query ' +
    'does not run. Raises "retry" (reloads the query by default).',
  props: queryStateProps,
  events: ['retry'],
  acceptsChildren: true,
  slots: ['loading', 'empty', 'error'],
  bind: (props) => {
    const of = (field: string) => ({ var: `data.${String(props.source)}.${field}` });
    return { status: of('status'), errorText: of('error.message') };
  },
  defaultOn: (props): Record<string, ActionSpec[]> => ({ retry: [{ do: 'query.reload', query: props.source }] }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.QueryStateView })),
});
