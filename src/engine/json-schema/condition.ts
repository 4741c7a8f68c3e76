import { CONDITION_OPERATORS } from '../schema/condition';
import { header, type JsonSchema } from './ids';

/**
 * A json-logic rule, as json-logic reads it: an object with exactly one key is an operation and
 * must name a known operator (its argument is a rule again); an array is a list of rules;
 * anything else is a literal, except a short read: a text "@" + dotted path (engine/shorthand.ts).
 */
export function conditionJsonSchema(): JsonSchema {
  return {
    ...header('condition', 'Condition', 'A json-logic rule evaluated against the documented context (see docs/conditions.md). Inside a rule, the text "@a.b" reads the context like {"var": "a.b"}.'),
    if: { type: 'object', minProperties: 1, maxProperties: 1 },
    then: { propertyNames: { enum: [...CONDITION_OPERATORS] }, additionalProperties: { $ref: '#' } },
    else: { if: { type: 'array' }, then: { items: { $ref: '#' } } },
  };
}
