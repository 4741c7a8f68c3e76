import '../zod-config';
import { z } from 'zod/mini';
import type { LayoutNode } from '../types';
import { actionListSchema } from './action';
import { conditionSchema } from './condition';

/**
 * A layout node at parse time. Props are a generic record here: each widget checks its own
 * props while the tree is resolved, so one bad node never refuses the whole document. Unknown
 * keys are dropped rather than refused so that a newer minor version still renders.
 */
export const nodeSchema: z.ZodMiniType<LayoutNode> = z.lazy(() =>
  z.object({
    type: z.string().check(z.minLength(1, 'a node needs "type": the widget name')),
    id: z.optional(z.string()),
    when: z.optional(conditionSchema),
    props: z.optional(z.record(z.string(), z.unknown())),
    children: z.optional(z.array(nodeSchema)),
    on: z.optional(z.record(z.string(), actionListSchema)),
    fallback: z.optional(nodeSchema),
  }),
);
