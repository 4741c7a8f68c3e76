import { isObject } from '../is-object';

/**
 * What a template (or a fragment) parameter may hold:
 * - `text`, `number`, `boolean`: that value, or a binding `{ "$": rule }` computing it at run time;
 * - `node`: one layout node (a widget node or another template use); `nodes`: a list of them,
 *   spliced in place when the placeholder stands in a list;
 * - `actions`: an action list (objects with `do`);
 * - `rule`: a json-logic rule (or a plain value), for `when` and rule props;
 * - `value`: any JSON value.
 */
export const PARAM_TYPES = ['text', 'number', 'boolean', 'node', 'nodes', 'actions', 'rule', 'value'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export interface ParamSpec {
  type: ParamType;
  description?: string;
  /** Used when the argument is left out; a parameter without one must be given. */
  default?: unknown;
  /** `text` only: the values it may take. */
  values?: readonly string[];
  /** Given neither an argument nor a default, the key it fills is left out (the widget's own default applies). */
  optional?: boolean;
}

/** `{ "param": "name" }`: in a template's node (or a fragment with params), the argument of that name. */
export function placeholderName(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'param' && typeof value.param === 'string' ? value.param : undefined;
}

const isBinding = (value: unknown): boolean => isObject(value) && Object.keys(value).length === 1 && '$' in value;
const isNode = (value: unknown): boolean => isObject(value) && (typeof value.type === 'string' || typeof value.use === 'string');

/**
 * Why an argument does not fit its parameter, or null. A placeholder passes (a template used inside
 * another template's node, or a fragment with params, hands its own argument on; it is checked
 * where that one is given).
 */
export function argumentProblem(spec: ParamSpec, value: unknown): string | null {
  if (placeholderName(value) !== undefined) return null;
  switch (spec.type) {
    case 'text':
      if (isBinding(value)) return null;
      if (typeof value !== 'string') return 'expected text (or a { "$": rule } giving it)';
      if (spec.values && !spec.values.includes(value)) return `expected one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
      return null;
    case 'number':
      return typeof value === 'number' || isBinding(value) ? null : 'expected a number (or a { "$": rule } giving it)';
    case 'boolean':
      return typeof value === 'boolean' || isBinding(value) ? null : 'expected true or false (or a { "$": rule } giving it)';
    case 'node':
      return isNode(value) ? null : 'expected a layout node ({ "type": … } or { "use": … })';
    case 'nodes':
      return Array.isArray(value) && value.every(isNode) ? null : 'expected a list of layout nodes';
    case 'actions':
      return Array.isArray(value) && value.every((action) => isObject(action) && typeof action.do === 'string') ? null : 'expected an action list ([{ "do": … }])';
    case 'rule':
    case 'value':
      return value === undefined ? 'expected a value' : null;
  }
}

/**
 * An argument of the parameter's type (its default when it has one), to check a template's node,
 * or a fragment with params, against the schemas and the lint without a real use.
 */
export function standInArgument(spec: ParamSpec): unknown {
  if (spec.default !== undefined) return spec.default;
  switch (spec.type) {
    case 'text':
      // A binding: the prop it fills may allow only some texts (an icon's name).
      return spec.values ? spec.values[0] : { $: null };
    case 'number':
    case 'boolean':
      return { $: null };
    case 'node':
      return { type: 'Stack' };
    case 'nodes':
    case 'actions':
      return [];
    case 'rule':
      return true;
    case 'value':
      return null;
  }
}

/** Stand-in arguments for every parameter. */
export function standInArguments(params: Readonly<Record<string, ParamSpec>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([name, spec]) => [name, standInArgument(spec)]));
}

/** One problem with the arguments: of the whole `with`, of one argument (`name`), or a missing one. */
export interface ArgumentIssue {
  name?: string;
  missing?: boolean;
  message: string;
}

/**
 * The arguments given to a template or a fragment (`owner`, e.g. `template "gameTile"`) checked
 * against its parameters: unknown, ill-typed and missing ones; the values with defaults filled in
 * when there is no problem. `missingWhere` says where a missing one should be written.
 */
export function checkArguments(
  owner: string,
  params: Readonly<Record<string, ParamSpec>>,
  given: unknown,
  missingWhere = '',
): { values?: Record<string, unknown>; issues: ArgumentIssue[] } {
  if (given !== undefined && !isObject(given)) return { issues: [{ message: `"with" holds the arguments of ${owner} as an object` }] };
  const args = given ?? {};
  const issues: ArgumentIssue[] = [];
  const names = Object.keys(params);
  for (const [name, value] of Object.entries(args)) {
    const spec = Object.hasOwn(params, name) ? params[name] : undefined;
    const problem = spec ? argumentProblem(spec, value) : `${owner} has no parameter "${name}"${names.length ? ` (it takes ${names.join(', ')})` : ' (it takes none)'}`;
    if (problem) issues.push({ name, message: spec ? `"${name}" of ${owner}: ${problem}` : problem });
  }
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(params)) {
    if (Object.hasOwn(args, name)) values[name] = args[name];
    else if (spec.default !== undefined) values[name] = spec.default;
    else if (!spec.optional) issues.push({ missing: true, message: `${owner} needs "${name}"${missingWhere} (${spec.type}${spec.description ? `: ${spec.description}` : ''})` });
  }
  return issues.length ? { issues } : { values, issues };
}
