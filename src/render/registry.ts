import { safeParse } from 'zod/mini';
import type { NodeShape, NodeTypes } from '../engine/resolve';
import type { WidgetDefinition } from './widget';

/** A registry built once from the definition list: lookups by type plus the engine adapter. */
export interface WidgetLookup extends NodeTypes {
  get(type: string): WidgetDefinition<any> | undefined;
  definitions: readonly WidgetDefinition<any>[];
}

export function createWidgetLookup(definitions: readonly WidgetDefinition<any>[]): WidgetLookup {
  const byType = new Map<string, WidgetDefinition<any>>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) {
      // Two widgets claiming one type would make layouts ambiguous; the first one wins, loudly.
      console.error(`[layout] widget type "${definition.type}" is registered twice; keeping the first`);
      continue;
    }
    byType.set(definition.type, definition);
  }
  // Each call checks: the resolver keeps verdicts per document node (engine/node-plan.ts), so
  // props are checked once per document version whatever the number of renders or contexts.
  return {
    definitions,
    get: (type) => byType.get(type),
    shape: (type): NodeShape | undefined => byType.get(type),
    validate(type, props) {
      const definition = byType.get(type);
      if (!definition) return 'unknown';
      const parsed = safeParse(definition.props, props);
      return parsed.success
        ? { ok: true, props: (parsed.data ?? {}) as Record<string, unknown> }
        : { ok: false, message: describeZodIssues(parsed.error.issues) };
    },
  };
}

interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
}

/** "props.maxLength: Too big: expected number to be <=20; props.label: Required" */
export function describeZodIssues(issues: readonly ZodIssueLike[]): string {
  return issues
    .map((issue) => {
      const where = issue.path.length ? `props.${issue.path.map(String).join('.')}` : 'props';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}
