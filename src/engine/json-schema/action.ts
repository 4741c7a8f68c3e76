import { conditionSchema } from '../schema/condition';
import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema } from './ids';
import type { ActionSource } from './sources';
import type { $ZodType } from 'zod/v4/core';

const DYNAMIC = '#/$defs/dynamicParam';
/** Actions whose `call` names an endpoint of the registry. */
const CALLING_ACTIONS = ['api', 'form.submit'];

/** Every parameter may instead be `{ "$": rule }`, evaluated against the context plus `event`. */
function allowDynamicParams(params: JsonSchema): JsonSchema {
  const properties = (params.properties ?? {}) as Record<string, JsonSchema>;
  const wrapped: Record<string, JsonSchema> = {};
  for (const [key, schema] of Object.entries(properties)) {
    if (key === 'do') wrapped[key] = schema;
    else if (key === 'when') wrapped[key] = refTo('condition');
    // if/then/else rather than anyOf: a validator then reports only the branch the value is in.
    else wrapped[key] = { if: { type: 'object', properties: { $: true }, required: ['$'] }, then: { $ref: DYNAMIC }, else: schema };
  }
  // Parameters a handler does not know do nothing: to an author that is a typo worth hearing about.
  return { ...params, properties: wrapped, additionalProperties: params.additionalProperties ?? false };
}

export function actionJsonSchema(actions: readonly ActionSource[], conditionSchemas: readonly $ZodType[] = []): JsonSchema {
  const defs: Record<string, unknown> = {
    dynamicParam: {
      description: 'A parameter computed when the action runs: a json-logic rule over the context plus `event`.',
      type: 'object',
      properties: { $: refTo('condition') },
      required: ['$'],
      additionalProperties: false,
    },
  };
  const names = actions.map((action) => action.name);
  const branches = actions.map((action) => {
    const params = embedZodSchema(action.params, action.name, defs, { conditions: [conditionSchema, ...conditionSchemas] });
    // Actions that make a call by name get its name and params checked by call.schema.json.
    const call = CALLING_ACTIONS.includes(action.name) ? { allOf: [refTo('call')] } : {};
    defs[action.name] = { description: action.description, ...allowDynamicParams(params), ...call };
    return { if: { properties: { do: { const: action.name } }, required: ['do'] }, then: { $ref: `#/$defs/${action.name}` } };
  });
  return {
    ...header('action', 'Action', 'An action is data: `do` names the action, `when` guards it, the other keys are its parameters.'),
    type: 'object',
    required: ['do'],
    properties: {
      do: names.length ? { enum: names } : { type: 'string', minLength: 1 },
      when: refTo('condition'),
    },
    ...(branches.length ? { allOf: branches } : {}),
    $defs: defs,
  };
}
