import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { loadActionHandlers } from '../../src/actions/registry';
import { expandedLayouts } from '../support/repo-layouts';

const actionHandlers = await loadActionHandlers();

/**
 * Every action written in the shipped layouts must name a registered handler and pass its
 * params schema, so a typo in a layout fails here rather than on a player's phone. Params given
 * as { "$": rule } are computed at run time and are not checked here. The layouts are read as the
 * app renders them: an action written in a template is checked at each use, with its arguments.
 */

interface Found {
  file: string;
  pointer: string;
  action: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isComputed = (v: unknown) => isObject(v) && Object.keys(v).length === 1 && '$' in v;

function collect(value: unknown, file: string, pointer: string, out: Found[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, file, `${pointer}/${i}`, out));
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.do === 'string') out.push({ file, pointer, action: value });
  for (const [key, child] of Object.entries(value)) collect(child, file, `${pointer}/${key}`, out);
}

const actions: Found[] = [];
for (const [id, doc] of Object.entries(expandedLayouts())) if ((doc as { kind?: unknown }).kind !== 'templates') collect(doc, id, '', actions);

function problems({ action }: Found): string[] {
  const handler = actionHandlers.find((h) => h.name === action.do);
  if (!handler) return [`unknown action "${String(action.do)}"`];
  const parsed = safeParse(handler.params, action);
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => {
      // Skip issues inside computed params: their value is known only at run time.
      let cursor: unknown = action;
      for (const key of issue.path) {
        if (isComputed(cursor)) return false;
        cursor = isObject(cursor) || Array.isArray(cursor) ? (cursor as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined;
      }
      return !isComputed(cursor);
    })
    .map((issue) => `${issue.path.join('.') || '(action)'}: ${issue.message}`);
}

describe('actions in the shipped layouts', () => {
  it('finds layouts with actions', () => {
    expect(actions.length).toBeGreaterThan(0);
  });

  it('are all known and well formed', () => {
    const bad = actions.map((found) => ({ where: `${found.file}#${found.pointer}`, problems: problems(found) })).filter((r) => r.problems.length);
    expect(bad).toEqual([]);
  });
});
