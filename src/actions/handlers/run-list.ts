import { z } from 'zod/mini';
import { layouts } from '../../state/platform';
import type { ActionSpec } from '../../engine/types';
import { actionSchema } from '../params';
import { defineAction } from '../types';

/** The named lists of the merchant's `actions` document. */
export function namedList(name: string): ActionSpec[] | undefined {
  const doc = layouts.peek().actions;
  return doc?.kind === 'actions' ? doc.lists[name] : undefined;
}

/** How deep named lists may call each other: a list that runs itself is a layout bug, not a hang. */
const MAX_DEPTH = 8;
let depth = 0;

export const runListAction = defineAction({
  name: 'run',
  description:
    'Run a named action list of the actions document (e.g. the real-member gate). `with` values are `args` in its ' +
    'conditions and params; a "stop" inside (a gate refusing) ends the calling list too.',
  params: actionSchema('run', { list: z.string().check(z.minLength(1)), with: z.optional(z.record(z.string(), z.unknown())) }),
  run: async (action, scope) => {
    const list = namedList(action.list);
    if (!list) throw new Error(`no action list named "${action.list}" in the actions document`);
    if (depth >= MAX_DEPTH) throw new Error(`action list "${action.list}": lists nested more than ${MAX_DEPTH} deep (a list running itself?)`);
    depth += 1;
    try {
      return await scope.run(list, { args: action.with ?? {} });
    } finally {
      depth -= 1;
    }
  },
});

export const stopAction = defineAction({
  name: 'stop',
  description: 'End the list here (and, inside a named list, the list that ran it). Usually guarded by `when`.',
  params: actionSchema('stop', {}),
  run: () => 'stop',
});
