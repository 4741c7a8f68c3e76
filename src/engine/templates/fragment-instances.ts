import { isObject } from '../is-object';
import { childPointer } from '../pointer';
import { checkArguments } from './params';
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
  /** Where the Include writes its props: its `props` object, or the node itself. */
  propsAt: string = childPointer(at, 'props'),
): { id: string; doc: Record<string, unknown> } | undefined {
  const params = paramSpecs(fragment.params);
  const id = String(fragment.id);
  const { values, issues } = checkArguments(`fragment "${id}"`, params, given, ` in the Include's "with"`);
  for (const issue of issues) {
    const path = issue.missing ? propsAt : issue.name === undefined ? childPointer(propsAt, 'with') : childPointer(propsAt, 'with', issue.name);
    report({ path, message: issue.message });
  }
  if (!values) return undefined;
  const { params: _declared, ...body } = fragment;
  const filled = substitute(body, values, params, (message) => report({ path: at, message: `in fragment "${id}": ${message}` })) as Record<string, unknown>;
  const instance = instanceId(id, values);
  return { id: instance, doc: { ...filled, id: instance, description: `${String(fragment.description ?? id)} (filled in by an Include)` } };
}
