import { isObject } from '../../engine/is-object';
import { shortRead, shortReadPath } from '../../engine/shorthand';

/** One side of a comparison: a context value, a literal, or anything else kept as written. */
export type Operand =
  /** A context read: `"@path"` (short), `{"var": path}` (plain) or `{"var": [path, fallback?]}` (array). */
  | { kind: 'var'; path: string; form: 'short' | 'plain' | 'array'; fallback?: { value: unknown } }
  | { kind: 'value'; value: unknown }
  | { kind: 'raw'; rule: unknown };

export const COMPARISONS = ['==', '!=', '===', '!==', '<', '<=', '>', '>=', 'in'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/**
 * A `when` rule as the builder shows it. Every json-logic rule has a form here: what the builder
 * has no control for is kept as `raw` and written back as it was, so reading a rule and writing it
 * back gives the same rule, byte for byte once formatted.
 */
export type Condition =
  | { kind: 'group'; op: 'and' | 'or'; items: Condition[] }
  | { kind: 'not'; item: Condition; wrapped: boolean }
  | { kind: 'truthy'; operand: Operand; double: false | 'plain' | 'array' }
  | { kind: 'compare'; op: Comparison; left: Operand; right: Operand }
  | { kind: 'literal'; value: boolean }
  | { kind: 'raw'; rule: unknown };

const isLiteral = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)));

const single = (rule: unknown): [string, unknown] | null => {
  if (!isObject(rule)) return null;
  const keys = Object.keys(rule);
  return keys.length === 1 ? [keys[0]!, rule[keys[0]!]] : null;
};

export function readOperand(rule: unknown): Operand {
  const short = shortReadPath(rule);
  if (short !== undefined) return { kind: 'var', path: short, form: 'short' };
  const entry = single(rule);
  if (entry && entry[0] === 'var') {
    const args = entry[1];
    if (typeof args === 'string') return { kind: 'var', path: args, form: 'plain' };
    if (Array.isArray(args) && typeof args[0] === 'string' && args.length <= 2 && (args.length < 2 || isLiteral(args[1]))) {
      return { kind: 'var', path: args[0], form: 'array', ...(args.length === 2 ? { fallback: { value: args[1] } } : {}) };
    }
  }
  if (!isObject(rule) && isLiteral(rule)) return { kind: 'value', value: rule };
  return { kind: 'raw', rule };
}

export function writeOperand(operand: Operand): unknown {
  if (operand.kind === 'value') return operand.value;
  if (operand.kind === 'raw') return operand.rule;
  if (operand.form === 'short' && !operand.fallback) return shortRead(operand.path) ?? { var: operand.path };
  if (operand.form !== 'array' && !operand.fallback) return { var: operand.path };
  return { var: operand.fallback ? [operand.path, operand.fallback.value] : [operand.path] };
}

/** A rule as the builder's tree. */
export function readCondition(rule: unknown): Condition {
  if (typeof rule === 'boolean') return { kind: 'literal', value: rule };
  if (shortReadPath(rule) !== undefined) return { kind: 'truthy', operand: readOperand(rule), double: false };
  const entry = single(rule);
  if (!entry) return { kind: 'raw', rule };
  const [op, args] = entry;
  if ((op === 'and' || op === 'or') && Array.isArray(args) && args.length > 0) return { kind: 'group', op, items: args.map(readCondition) };
  if (op === '!') {
    if (Array.isArray(args)) return args.length === 1 ? { kind: 'not', item: readCondition(args[0]), wrapped: true } : { kind: 'raw', rule };
    return { kind: 'not', item: readCondition(args), wrapped: false };
  }
  if (op === '!!') {
    if (Array.isArray(args)) return args.length === 1 ? { kind: 'truthy', operand: readOperand(args[0]), double: 'array' } : { kind: 'raw', rule };
    return { kind: 'truthy', operand: readOperand(args), double: 'plain' };
  }
  if (op === 'var') {
    const operand = readOperand(rule);
    return operand.kind === 'var' ? { kind: 'truthy', operand, double: false } : { kind: 'raw', rule };
  }
  if ((COMPARISONS as readonly string[]).includes(op) && Array.isArray(args) && args.length === 2) {
    return { kind: 'compare', op: op as Comparison, left: readOperand(args[0]), right: readOperand(args[1]) };
  }
  return { kind: 'raw', rule };
}

/** The tree back as a rule. */
export function writeCondition(condition: Condition): unknown {
  switch (condition.kind) {
    case 'literal':
      return condition.value;
    case 'raw':
      return condition.rule;
    case 'group':
      return { [condition.op]: condition.items.map(writeCondition) };
    case 'not':
      return { '!': condition.wrapped ? [writeCondition(condition.item)] : writeCondition(condition.item) };
    case 'truthy':
      if (condition.double === false) return writeOperand(condition.operand);
      return { '!!': condition.double === 'array' ? [writeOperand(condition.operand)] : writeOperand(condition.operand) };
    case 'compare':
      return { [condition.op]: [writeOperand(condition.left), writeOperand(condition.right)] };
  }
}

/** Whether the builder shows the rule with its own controls throughout (no part kept as written). */
export function fullyStructured(condition: Condition): boolean {
  switch (condition.kind) {
    case 'raw':
      return false;
    case 'group':
      return condition.items.every(fullyStructured);
    case 'not':
      return fullyStructured(condition.item);
    case 'truthy':
      return condition.operand.kind !== 'raw';
    case 'compare':
      return condition.left.kind !== 'raw' && condition.right.kind !== 'raw';
    default:
      return true;
  }
}
