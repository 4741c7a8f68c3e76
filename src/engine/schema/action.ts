import '../zod-config';
import { z } from 'zod/mini';
import type { ActionSpec } from '../types';
import { conditionSchema } from './condition';

/**
 * An action as the document parser sees it: a name, an optional guard and any parameters. The
 * parameters of each action are checked by its handler (src/actions) and by the published
 * schema, which is generated from the handlers' own parameter schemas.
 */
export const actionSchema: z.ZodMiniType<ActionSpec> = z.looseObject({
  do: z.string().check(z.minLength(1, 'an action needs "do": the action name')),
  when: z.optional(conditionSchema),
});

export const actionListSchema = z.array(actionSchema);
