import { isObject } from '../is-object';
import { childPointer } from '../pointer';
import { argumentProblem } from './params';
import { substitute, type ExpansionIssue } from './expand';
import { paramSpecs } from './table';

/** A fragment that declares `params` is only shown through an Include that gives them (`props.with`). */
export const hasParams = (doc: unknown): boolean => isObject(doc) && doc.kind === 'fragment' && isObject(doc.params);

/** The id of a fragment filled in with these arguments: the same arguments always give the same id. */
export function instanceId(fragmentId: string, args: Readonly<Record<string, unknown>>): string {
  const text = stableJson(args);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${fragmentId}--${hash.toString(36)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fragment with its arguments in place of its `{ "param": … }` placeholders (root, queries,
 * anything it holds), under its instance id; problems with the arguments are reported at the
 * Include's pointer and leave the instance out.
 */
export function fragmentInstance(
  fragment: Record<string, unknown>,
  given: unknown,
  at: string,
  report: (issue: ExpansionIssue) => void,
): { id: string; doc: Record<string, unknown> } | undefined {
  const params = paramSpecs(fragment.params);
  const id = String(fragment.id);
  const args = isObject(given) ? given : {};
  let fine = true;
  const problem = (path: string, message: string) => {
    fine = false;
    report({ path, message });
  };
  if (given !== undefined && !isObject(given)) problem(childPointer(at, 'props', 'with'), `"with" holds the arguments of fragment "${id}" as an object`);
  for (const [name, value] of Object.entries(args)) {
    const spec = params[name];
    const names = Object.keys(params);
    if (!spec) problem(childPointer(at, 'props', 'with', name), `fragment "${id}" has no parameter "${name}"${names.length ? ` (it takes ${names.join(', ')})` : ' (it takes none)'}`);
    else {
      const why = argumentProblem(spec, value);
      if (why) problem(childPointer(at, 'props', 'with', name), `"${name}" of fragment "${id}": ${why}`);
    }
  }
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(params)) {
    if (Object.hasOwn(args, name)) values[name] = args[name];
    else if (spec.default !== undefined) values[name] = spec.default;
    else if (!spec.optional) problem(childPointer(at, 'props'), `fragment "${id}" needs "${name}" in the Include's "with" (${spec.type})`);
  }
  if (!fine) return undefined;
  const { params: _declared, ...body } = fragment;
  const filled = substitute(body, values, params, (message) => report({ path: at, message: `in fragment "${id}": ${message}` })) as Record<string, unknown>;
  const instance = instanceId(id, values);
  return { id: instance, doc: { ...filled, id: instance, description: `${String(fragment.description ?? id)} (filled in by an Include)` } };
}
