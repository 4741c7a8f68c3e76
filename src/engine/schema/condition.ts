import '../zod-config';
import { z } from 'zod/mini';

/** Operators the evaluator (json-logic-js 2.x) understands. Anything else is reported. */
export const CONDITION_OPERATORS = [
  '==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'log', 'in', 'cat', 'substr',
  '+', '*', '-', '/', 'min', 'max', 'merge', 'var', 'missing', 'missing_some',
  'if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some',
  // The app's own (operations.ts): date formatting, lower case, list length.
  'date', 'lower', 'count', 'money', 'currency', 'sortBy', 'take', 'matching', 'pluck', 'findBy', 'filterBy', 'get', 'lookup',
  'lobbyCategories', 'lobbyVendors', 'vendorIcon', 'prizeMode',
] as const;

const operatorSet: ReadonlySet<string> = new Set(CONDITION_OPERATORS);

export interface ConditionProblem {
  /** Path inside the condition. */
  path: (string | number)[];
  message: string;
}

/**
 * Walks a rule the way json-logic does: an object with exactly one key is an operation, arrays
 * are lists of rules, everything else is a literal.
 */
export function findConditionProblems(rule: unknown, path: (string | number)[] = []): ConditionProblem[] {
  if (Array.isArray(rule)) return rule.flatMap((item, index) => findConditionProblems(item, [...path, index]));
  if (rule === null || typeof rule !== 'object') return [];
  const keys = Object.keys(rule);
  if (keys.length !== 1) return [];
  const operator = keys[0];
  if (!operatorSet.has(operator)) return [{ path, message: `unknown condition operator "${operator}"` }];
  return findConditionProblems((rule as Record<string, unknown>)[operator], [...path, operator]);
}

/** A json-logic rule: any JSON value whose operations are all known. */
export const conditionSchema = z.unknown().check(
  z.superRefine((rule, ctx) => {
    for (const problem of findConditionProblems(rule)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
    }
  }),
);
