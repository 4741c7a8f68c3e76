import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema } from './ids';
import type { EndpointSource } from './sources';

const BOUND = { if: { type: 'object', properties: { $: true }, required: ['$'] }, then: { $ref: '#/$defs/binding' } };

/**
 * Each param may be `{ "$": rule }`, computed when the query or action runs. Required params are
 * not required here: form.submit takes them from the form; the layout lint checks complete sets.
 */
function bindableParams(params: JsonSchema): JsonSchema {
  const properties = (params.properties ?? {}) as Record<string, JsonSchema>;
  const { required: _checkedByLint, ...rest } = params;
  return {
    ...rest,
    properties: Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, { ...BOUND, else: schema }])),
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
