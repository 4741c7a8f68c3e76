import type { ErrorObject } from 'ajv';
import { childPointer } from '../pointer';
import { CONDITION_OPERATORS } from '../schema/condition';

export interface PointedMessage {
  path: string;
  message: string;
}

const quote = (value: unknown) => JSON.stringify(value);

function isConditionOperatorList(values: unknown): boolean {
  return Array.isArray(values) && values.length === CONDITION_OPERATORS.length && values.includes('missing_some');
}

function describe(error: ErrorObject): PointedMessage | null {
  const path = error.instancePath;
  switch (error.keyword) {
    // Summaries of a branch whose own errors are already reported.
    case 'if':
    case 'propertyNames':
      return null;
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      // Inside propertyNames, ajv names the offending key in `propertyName`.
      if (error.propertyName !== undefined) {
        const name = error.propertyName;
        if (isConditionOperatorList(allowed)) return { path, message: `unknown condition operator ${quote(name)}` };
        const keyPath = childPointer(path, name);
        if (path.endsWith('/on')) return { path: keyPath, message: `this widget raises no event ${quote(name)} (it raises: ${allowed.join(', ')})` };
        return { path: keyPath, message: `${quote(name)} is not allowed here (expected one of: ${allowed.join(', ')})` };
      }
      if (path.endsWith('/type')) return { path, message: `unknown widget type ${quote(error.data)}` };
      if (path.endsWith('/do')) return { path, message: `unknown action ${quote(error.data)}` };
      if (path === '/schemaVersion') return { path, message: `unsupported schemaVersion ${quote(error.data)} (supported: ${allowed.join(', ')})` };
      return { path, message: `must be one of: ${allowed.map((value) => quote(value)).join(', ')}` };
    }
    case 'additionalProperties':
      return { path, message: `unknown property ${quote((error.params as { additionalProperty: string }).additionalProperty)}` };
    case 'required':
      return { path, message: `missing required property ${quote((error.params as { missingProperty: string }).missingProperty)}` };
    case 'maxItems':
      if ((error.params as { limit: number }).limit === 0 && path.endsWith('/children')) {
        return { path, message: 'this widget takes no children' };
      }
      return { path, message: error.message ?? 'too many items' };
    default:
      return { path, message: error.message ?? `fails ${error.keyword}` };
  }
}

/** Turns ajv's errors into one readable message per problem, each with its JSON pointer. */
export function formatAjvErrors(errors: readonly ErrorObject[]): PointedMessage[] {
  const seen = new Set<string>();
  const out: PointedMessage[] = [];
  for (const error of errors) {
    const described = describe(error);
    if (!described) continue;
    const key = `${described.path}\u0000${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(described);
  }
  return out;
}
