import { z } from 'zod/mini';
import { isVisible } from '../../engine/conditions';
import type { QueryHandle, ScreenStore } from '../../state/screen';
import { actionSchema } from '../params';
import { defineAction } from '../types';

const queryName = z.string().check(z.minLength(1));

function queryOf(screen: ScreenStore, name: string): QueryHandle {
  const handle = screen.queries.get(name);
  if (!handle) throw new Error(`no query named "${name}" is running on this screen`);
  return handle;
}

/** Shared lists (a favourite toggled from any screen) patch what the screen has, if it has it. */
function optionalQuery(screen: ScreenStore, name: string, optional: boolean): QueryHandle | null {
  return optional && !screen.queries.has(name) ? null : queryOf(screen, name);
}

export const queryMoreAction = defineAction({
  name: 'query.more',
  description: 'Load the next page of a paged query of the screen and append it (nothing when there is no more).',
  params: actionSchema('query.more', { query: queryName }),
  run: (action, scope) => queryOf(scope.screen, action.query).more(),
});

export const queryReloadAction = defineAction({
  name: 'query.reload',
  description: 'Ask the server again for a query of the screen (retry after an error, refresh after a change).',
  params: actionSchema('query.reload', { query: queryName }),
  run: (action, scope) => queryOf(scope.screen, action.query).reload(),
});

export const queryPatchAction = defineAction({
  name: 'query.patch',
  description:
    'Change the items of a query held on the screen at once, before the server confirms: every item for which `where` ' +
    '(a rule over item and index) holds gets the keys of `set`, e.g. { "read": true }; for a list of values, `add` puts a ' +
    'value in once and `remove` takes it out (a favourite toggled before the server answers).',
  params: actionSchema('query.patch', {
    query: queryName,
    where: z.optional(z.unknown()),
    set: z.optional(z.record(z.string(), z.unknown())),
    /** For lists of values (favourite ids): add this value once, or remove every copy of it. */
    add: z.optional(z.unknown()),
    remove: z.optional(z.unknown()),
    drop: z._default(z.boolean(), false),
    optional: z._default(z.boolean(), false),
  }),
  run: (action, scope) => {
    const handle = optionalQuery(scope.screen, action.query, action.optional);
    if (!handle) return;
    const matches = (item: unknown, index: number) => action.where === undefined || isVisible(action.where, { ...scope.context(), item, index });
    if (action.drop) handle.patchList((list) => list.filter((item, index) => !matches(item, index)));
    if (action.add !== undefined) handle.patchList((list) => (list.includes(action.add) ? list : [...list, action.add]));
    if (action.remove !== undefined) handle.patchList((list) => list.filter((value) => value !== action.remove));
    if (!action.set) return;
    const set = action.set;
    handle.patchItems((item, index) => {
      if (!matches(item, index)) return item;
      return item && typeof item === 'object' ? { ...(item as object), ...set } : item;
    });
  },
});
