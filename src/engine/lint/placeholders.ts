import { isObject } from '../is-object';
import { childPointer } from '../pointer';
import { placeholderName } from '../templates/params';
import type { LintFinding } from './types';

/** Every `{ "param": name }` in a value, with its pointer. */
export function placeholdersIn(value: unknown, path = '', found: { name: string; path: string }[] = []): { name: string; path: string }[] {
  const name = placeholderName(value);
  if (name !== undefined) found.push({ name, path });
  else if (Array.isArray(value)) value.forEach((item, i) => placeholdersIn(item, childPointer(path, i), found));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) placeholdersIn(item, childPointer(path, key), found);
  return found;
}

/**
 * Placeholders naming no declared parameter (errors: they would be left out) and parameters no
 * placeholder uses (warnings: an argument that changes nothing). `base` is where `value` sits.
 */
export function placeholderProblems(value: unknown, params: Record<string, unknown>, base = '', paramsPath = '/params'): LintFinding[] {
  const findings: LintFinding[] = [];
  const used = new Set<string>();
  for (const { name, path } of placeholdersIn(value, base)) {
    used.add(name);
    if (!Object.hasOwn(params, name)) findings.push({ severity: 'error', path, message: `{ "param": "${name}" } names no declared parameter (declared: ${Object.keys(params).join(', ') || 'none'})` });
  }
  for (const name of Object.keys(params)) {
    if (!used.has(name)) findings.push({ severity: 'warning', path: childPointer(paramsPath, name), message: `parameter "${name}" is never used: no { "param": "${name}" } stands anywhere` });
  }
  return findings;
}
