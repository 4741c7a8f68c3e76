import { isObject } from '../is-object';
import { expandShorthand } from '../shorthand';

/**
 * Values that take a condition down each of its branches: for every context path a rule reads,
 * the literals it is compared with, one value beside each, and "unset". A lint that must know
 * whether some context makes a set of rules behave a given way (a redirect loop only for English,
 * or for one template parameter) tries these on top of the QA matrix.
 */
export function branchValues(rules: readonly unknown[]): Map<string, unknown[]> {
  const found = new Map<string, Set<unknown>>();
  const add = (path: string, ...values: unknown[]) => {
    const set = found.get(path) ?? new Set<unknown>([undefined, true, false]);
    values.forEach((v) => set.add(v));
    found.set(path, set);
  };
  const walk = (rule: unknown): void => {
    if (Array.isArray(rule)) return rule.forEach(walk);
    if (!isObject(rule)) return;
    const entries = Object.entries(rule);
    if (entries.length !== 1) return;
    const [operator, argument] = entries[0];
    if (operator === 'var') {
      const path = Array.isArray(argument) ? argument[0] : argument;
      if (typeof path === 'string' && path) add(path);
      return;
    }
    const args = Array.isArray(argument) ? argument : [argument];
    if (operator === 'in' && args.length === 2 && Array.isArray(args[1])) {
      const path = varOf(args[0]);
      if (path) add(path, ...args[1].flatMap(beside));
    } else if (['==', '===', '!=', '!==', '<', '<=', '>', '>='].includes(operator) && args.length >= 2) {
      for (const [a, b] of [[args[0], args[1]], [args[1], args[0]]]) {
        const path = varOf(a);
        if (path && !isObject(b) && !Array.isArray(b)) add(path, ...beside(b));
      }
    }
    args.forEach(walk);
  };
  rules.map(expandShorthand).forEach(walk);
  return new Map([...found].map(([path, values]) => [path, [...values]]));
}

function varOf(rule: unknown): string | undefined {
  if (!isObject(rule) || !('var' in rule)) return undefined;
  const path = Array.isArray(rule.var) ? rule.var[0] : rule.var;
  return typeof path === 'string' && path ? path : undefined;
}

/** A literal and the values on either side of it (another string, the numbers around it). */
function beside(value: unknown): unknown[] {
  if (typeof value === 'number') return [value - 1, value, value + 1, String(value)];
  if (typeof value === 'string') return [value, `${value}_other`, ...(value !== '' && !Number.isNaN(Number(value)) ? [Number(value)] : [])];
  return [value];
}

/** A copy of the context with one dotted path set (objects on the way are copied, not shared). */
export function withPath(ctx: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const copy = { ...ctx };
  if (!rest.length) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  copy[head] = withPath(isObject(ctx[head]) ? ctx[head] : {}, rest.join('.'), value);
  return copy;
}

/** Paths the QA matrix already varies: flag sets and member types cover them. */
const MATRIX_PATHS = /^(flags|member)(\.|$)/;

/**
 * The matrix contexts, each also tried with every combination of the branch values of the paths
 * the rules read beyond the matrix (when the combinations stay few), else with one path varied
 * at a time. Each context carries a description of what was varied, for the report.
 */
export function expandContexts(
  matrix: readonly Record<string, unknown>[],
  rules: readonly unknown[],
  maxCombinations = 256,
): { ctx: Record<string, unknown>; varied: string }[] {
  const extra = [...branchValues(rules)].filter(([path]) => !MATRIX_PATHS.test(path));
  const combinations = extra.reduce((n, [, values]) => n * values.length, 1);
  const assignments: [string, unknown][][] = [[]];
  if (combinations <= maxCombinations) {
    for (const [path, values] of extra) {
      const next: [string, unknown][][] = [];
      for (const partial of assignments) for (const value of values) next.push([...partial, [path, value]]);
      assignments.splice(0, assignments.length, ...next);
    }
  } else {
    for (const [path, values] of extra) for (const value of values) assignments.push([[path, value]]);
  }
  return matrix.flatMap((base) =>
    assignments.map((assignment) => ({
      ctx: assignment.reduce((ctx, [path, value]) => withPath(ctx, path, value), base),
      varied: assignment.filter(([, v]) => v !== undefined).map(([path, v]) => `${path} = ${JSON.stringify(v)}`).join(', '),
    })),
  );
}
