import '../zod-config';
import { z } from 'zod';
import type { LayoutNode } from '../types';
import { actionListSchema } from './action';
import { conditionSchema } from './condition';

/**
 * A layout node at parse time. Props are a generic record here: each widget checks its own
 * props while the tree is resolved, so one bad node never refuses the whole document. Unknown
 * keys are dropped rather than refused so that a newer minor version still renders.
 */
export const nodeSchema: z.ZodType<LayoutNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1, 'a node needs "type": the widget name'),
    id: z.string().optional(),
    when: conditionSchema.optional(),
    props: z.record(z.string(), z.unknown()).optional(),
    children: z.array(nodeSchema).optional(),
    on: z.record(z.string(), actionListSchema).optional(),
    fallback: nodeSchema.optional(),
  }),
);
