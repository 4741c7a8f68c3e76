import type { EvalContext } from '../../src/engine/context';

/** Reads "member.name" or "template.title" from the context; undefined when a step is missing. */
export function readContextPath(ctx: EvalContext, path: string): unknown {
  let current: unknown = ctx;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
