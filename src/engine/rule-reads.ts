import { isObject } from './is-object';
// Through conditions.ts, so the app's bundler keeps the notation in the conditions chunk (no extra file).
import { expandShorthand } from './conditions';

export interface RuleRead {
  /** The context path the rule names (`flags.MAILCEN`, `member.type`). */
  path: string;
  /** What that path held when the rule ran (undefined: nothing there; the rule's default applied). */
  value: unknown;
}

/** json-logic's `var`: a dotted path (numeric parts index arrays); "" is the whole context. */
function lookup(context: unknown, path: string): unknown {
  if (path === '') return context;
  let value: unknown = context;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(part)];
    else if (isObject(value)) value = Object.hasOwn(value, part) ? value[part] : undefined;
    else return undefined;
  }
  return value;
}

/**
 * Every context value a json-logic rule reads (`{"var": path}` and `{"var": [path, default]}`), with
 * what it held: the facts behind a verdict, for the studio's "why hidden?". Paths built by the rule
 * itself (a `var` of a computed path) are left out: they name no fixed fact.
 */
export function ruleReads(rule: unknown, context: unknown): RuleRead[] {
  const reads: RuleRead[] = [];
  const seen = new Set<string>();
  const visit = (part: unknown, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(part)) return part.forEach((p) => visit(p, depth + 1));
    if (!isObject(part)) return;
    for (const [operator, args] of Object.entries(part)) {
      if (operator === 'var') {
        const path = Array.isArray(args) ? args[0] : args;
        if ((typeof path === 'string' || typeof path === 'number') && !seen.has(String(path))) {
          seen.add(String(path));
          reads.push({ path: String(path), value: lookup(context, String(path)) });
        }
        if (Array.isArray(args)) args.slice(1).forEach((a) => visit(a, depth + 1));
        continue;
      }
      visit(args, depth + 1);
    }
  };
  visit(expandShorthand(rule), 0);
  return reads;
}
