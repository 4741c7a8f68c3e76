import '../zod-config';
import { z } from 'zod/mini';
import type { LayoutNode } from '../types';
import { actionListSchema } from './action';
import { conditionSchema } from './condition';

/**
 * Props are checked as an object here and kept as they came (not copied key by key): the widget's
 * own schema checks and copies them when the tree is resolved, so copying here was a second walk
 * over every node's props (about a third of a big document's parse).
 */
const propsObject = z.custom<Record<string, unknown>>(
  (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
  'Invalid input: expected record',
);

/**
 * A layout node at parse time. Props are a generic record here: each widget checks its own
 * props while the tree is resolved, so one bad node never refuses the whole document. Keys that
 * are not the node's own are its props written inline (node-props.ts), kept as they came.
 */
export const nodeSchema: z.ZodMiniType<LayoutNode> = z.lazy(() =>
  z.looseObject({
    type: z.string().check(z.minLength(1, 'a node needs "type": the widget name')),
    id: z.optional(z.string()),
    when: z.optional(conditionSchema),
    props: z.optional(propsObject),
    children: z.optional(z.array(nodeSchema)),
    on: z.optional(z.record(z.string(), actionListSchema)),
    fallback: z.optional(nodeSchema),
  }),
);
