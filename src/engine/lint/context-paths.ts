import type { $ZodType } from 'zod/v4/core';
import { expandShorthand } from '../shorthand';
import { evalContextSchema } from '../context';

/** A name of the context as the lint sees it: fixed keys, any key (a record), or a value. */
type ContextNode = { kind: 'fixed'; keys: Record<string, ContextNode> } | { kind: 'free' } | { kind: 'value'; type: string };

function contextNode(schema: $ZodType): ContextNode {
  const def = schema._zod.def as { type: string; innerType?: $ZodType; shape?: Record<string, $ZodType> };
  if (def.type === 'default' && def.innerType) return contextNode(def.innerType);
  if (def.type === 'object' && def.shape) return { kind: 'fixed', keys: Object.fromEntries(Object.entries(def.shape).map(([key, child]) => [key, contextNode(child)])) };
  if (def.type === 'record') return { kind: 'free' };
  return { kind: 'value', type: def.type };
}

/** The documented context (context.ts), as the lint checks it: which names a `var` may read. */
const ROOTS = contextNode(evalContextSchema) as Extract<ContextNode, { kind: 'fixed' }>;
/** Data the app itself puts in `data`, besides the screens' queries. */
export const APP_DATA_KEYS = ['wallet', 'vipProgress', 'vipPercent', 'clubLabel', 'displayName', 'systemStatus', 'systemInfo'];

export interface PathScope {
  /** Inside an item template: `item` and `index` exist. */
  item: boolean;
  /** Inside an action: `event` exists. */
  event: boolean;
  /** Inside a named action list: `args` exists. */
  args: boolean;
  /** Query names any document of the bundle declares (`data.<name>`). */
  queries: ReadonlySet<string>;
  flags: ReadonlySet<string>;
}

/** Every `var` path a rule reads (string paths only; computed paths cannot be checked). */
export function varPaths(written: unknown, found: string[] = []): string[] {
  const rule = expandShorthand(written);
  if (Array.isArray(rule)) {
    for (const item of rule) varPaths(item, found);
    return found;
  }
  if (!rule || typeof rule !== 'object') return found;
  const entries = Object.entries(rule);
  if (entries.length !== 1) return found;
  const [operator, argument] = entries[0];
  if (operator === 'var') {
    const path = Array.isArray(argument) ? argument[0] : argument;
    if (typeof path === 'string') found.push(path);
    else varPaths(path, found);
    if (Array.isArray(argument)) varPaths(argument.slice(1), found);
    return found;
  }
  // Inside map/filter/reduce/all/some/none the second argument reads the element ("" or its keys).
  if (['map', 'filter', 'all', 'some', 'none', 'reduce'].includes(operator) && Array.isArray(argument)) {
    varPaths(argument[0], found);
    return found;
  }
  return varPaths(argument, found);
}

/** Why a path is outside the documented context, or null when it is fine. */
export function checkPath(path: string, scope: PathScope): string | null {
  if (path === '') return null;
  const parts = path.split('.');
  const [root, second] = parts;
  if (root === 'index') return scope.item ? null : '"index" exists only inside an item template';
  if (root === 'item') return scope.item ? null : `"${path}": item exists only inside an item template`;
  if (root === 'event') return scope.event ? null : `"${path}": event exists only inside actions`;
  if (root === 'args') return scope.args ? null : `"${path}": args exist only inside a named action list`;
  if (root === 'flags' && second !== undefined) return scope.flags.has(second) ? null : `"${second}" is not a whitelabel switch of the catalogue`;
  if (root === 'data' && second !== undefined) {
    return scope.queries.has(second) || APP_DATA_KEYS.includes(second) ? null : `"data.${second}": no query of that name and no app data`;
  }
  let at: ContextNode = ROOTS;
  for (let i = 0; i < parts.length; i++) {
    if (at.kind === 'free') return null;
    const name = parts.slice(0, i).join('.');
    if (at.kind === 'value') {
      // A text's length is the one thing below it a rule may read.
      return at.type === 'string' && parts[i] === 'length' && i === parts.length - 1 ? null : `"${path}": ${name} is a ${at.type === 'string' ? 'text' : at.type}`;
    }
    const next: ContextNode | undefined = Object.hasOwn(at.keys, parts[i]) ? at.keys[parts[i]] : undefined;
    if (!next) {
      const keys = Object.keys(at.keys).join(', ');
      return i === 0 ? `"${path}" is outside the documented context (${keys})` : `"${path}": ${name} has ${keys}`;
    }
    at = next;
  }
  return null;
}
