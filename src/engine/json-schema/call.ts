import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema } from './ids';
import type { EndpointSource } from './sources';

const BOUND = { if: { type: 'object', properties: { $: true }, required: ['$'] }, then: { $ref: '#/$defs/binding' } };

/** A value that may be `{ "$": rule }`, as may each of its properties and items (answers: [{ questionId: { "$": … } }]). */
function bindable(schema: JsonSchema): JsonSchema {
  let inner = schema;
  if (schema.properties && typeof schema.properties === 'object') {
    inner = { ...inner, properties: Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, s]) => [key, bindable(s)])) };
  }
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) inner = { ...inner, items: bindable(schema.items as JsonSchema) };
  return { ...BOUND, else: inner };
}

/**
 * Each param may be `{ "$": rule }` (or hold such values inside), computed when the query or action
 * runs. Required params are not required here: form.submit takes them from the form; the layout
 * lint checks complete sets.
 */
function bindableParams(params: JsonSchema): JsonSchema {
  const properties = (params.properties ?? {}) as Record<string, JsonSchema>;
  const { required: _checkedByLint, ...rest } = params;
  return {
    ...rest,
    properties: Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, bindable(schema)])),
  };
}

/**
 * A call by name with its params, as queries, `api` and `form.submit` write it: `call` must name
 * an endpoint of the registry and `params` fit that endpoint's own params (src/api/endpoints).
 * Other keys of the object are left to the schema that refers here.
 */
export function callJsonSchema(endpoints: readonly EndpointSource[]): JsonSchema {
  const defs: Record<string, unknown> = {
    binding: {
      description: 'A value computed when the call is made: a json-logic rule over the context.',
      type: 'object',
      properties: { $: refTo('condition') },
      required: ['$'],
      additionalProperties: false,
    },
  };
  const sorted = [...endpoints].sort((a, b) => a.name.localeCompare(b.name));
  const branches = sorted.map((endpoint) => {
    const params = embedZodSchema(endpoint.params, endpoint.name, defs, { io: 'input' });
    defs[endpoint.name] = { description: `${endpoint.description}${endpoint.paged ? ' Paged: pageNo and pageSize are added by paging.' : ''}`, ...bindableParams(params) };
    return { if: { properties: { call: { const: endpoint.name } }, required: ['call'] }, then: { properties: { params: { $ref: `#/$defs/${endpoint.name}` } } } };
  });
  return {
    ...header('call', 'Call', 'An endpoint of the registry by name, with its params (queries, the api action, form.submit).'),
    type: 'object',
    required: ['call'],
    properties: {
      call: sorted.length ? { enum: sorted.map((e) => e.name) } : { type: 'string', minLength: 1 },
      params: { type: 'object' },
    },
    ...(branches.length ? { allOf: branches } : {}),
    $defs: defs,
  };
}
