import type { $ZodType } from 'zod/v4/core';
import { conditionSchema } from '../schema/condition';
import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema } from './ids';
import type { WidgetSource } from './sources';

const BINDING = '#/$defs/binding';
/** Marks of slot props in the published schema, read back by the layout lint (engine/lint/catalogue). */
export const SLOT = 'slot';
export const SLOT_REPEATED = 'slot:repeated';
const isObject = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value that may instead be `{ "$": rule }` (if/then/else: a validator reports only the branch taken). */
function bindable(schema: unknown): JsonSchema {
  return { if: { type: 'object', properties: { $: true }, required: ['$'] }, then: { $ref: BINDING }, else: allowBindings(schema) };
}

/** Every value inside props (properties, record values, list items) may be a binding. */
function allowBindings(schema: unknown): JsonSchema {
  if (!isObject(schema)) return schema as JsonSchema;
  const out: JsonSchema = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, bindable(value)]));
  }
  if (isObject(schema.additionalProperties)) out.additionalProperties = bindable(schema.additionalProperties);
  if (isObject(schema.items)) out.items = bindable(schema.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) out[key] = (schema[key] as unknown[]).map(allowBindings);
  }
  return out;
}

/** Slot props hold node templates: they are nodes, written as such (no bindings inside). */
function withSlots(props: JsonSchema, slots: readonly string[] | undefined, repeat: string | undefined): JsonSchema {
  if (!slots?.length || !isObject(props.properties)) return props;
  const properties = { ...props.properties };
  for (const slot of slots) {
    properties[slot] =
      slot === repeat
        ? { $ref: '#', description: 'A node template, repeated for each item with `item` and `index` in the context', $comment: SLOT_REPEATED }
        : { $ref: '#', description: 'A node template', $comment: SLOT };
  }
  return { ...props, properties };
}

function widgetBranch(widget: WidgetSource, defs: Record<string, unknown>, conditionSchemas: readonly $ZodType[]): JsonSchema {
  const propsName = `${widget.type}.props`;
  const props = embedZodSchema(widget.props, propsName, defs, { conditions: [conditionSchema, ...conditionSchemas] });
  const slots = widget.slots ?? [];
  const bound = allowBindings(props);
  defs[propsName] = { description: widget.description, ...withSlots(bound, slots, widget.repeat?.slot) };
  const then: JsonSchema = {
    properties: {
      props: { $ref: `#/$defs/${propsName}` },
      ...(widget.acceptsChildren ? {} : { children: { maxItems: 0, description: `${widget.type} takes no children` } }),
      // A handler for an event the widget never raises would never run: refused.
      on: widget.events?.length ? { propertyNames: { enum: widget.events } } : { maxProperties: 0, description: `${widget.type} raises no events` },
    },
  };
  // Props with required keys cannot be left out altogether.
  if (Array.isArray(props.required) && props.required.length > 0) then.required = ['props'];
  return { if: { properties: { type: { const: widget.type } }, required: ['type'] }, then };
}

/** A layout node: the common keys, and per widget type its own props (from the widget's zod schema). */
export function nodeJsonSchema(widgets: readonly WidgetSource[], conditionSchemas: readonly $ZodType[] = []): JsonSchema {
  const defs: Record<string, unknown> = {
    binding: {
      description: 'A value computed while the tree is resolved: a json-logic rule over the context (item and index inside a template).',
      type: 'object',
      properties: { $: refTo('condition') },
      required: ['$'],
      additionalProperties: false,
    },
  };
  const types = widgets.map((widget) => widget.type);
  const branches = widgets.map((widget) => widgetBranch(widget, defs, conditionSchemas));
  defs.templateUse = {
    description: 'A named template of a templates document, with its arguments; expanded into the template\'s node (its id and when go on that node).',
    type: 'object',
    required: ['use'],
    properties: {
      use: { type: 'string', minLength: 1, description: 'The template name.' },
      with: { type: 'object', description: 'Arguments by parameter name (checked against the template\'s params by the lint).' },
      id: { type: 'string' },
      when: refTo('condition'),
    },
    additionalProperties: false,
  };
  return {
    ...header('node', 'Layout node', 'One widget in a layout tree (`type` names the widget, `props` are checked by that widget), or a template use (`use` names the template, `with` gives its arguments).'),
    type: 'object',
    if: { properties: { use: true }, required: ['use'] },
    then: { $ref: '#/$defs/templateUse' },
    else: {
      required: ['type'],
      properties: {
        type: types.length ? { enum: types } : { type: 'string', minLength: 1 },
        id: { type: 'string' },
        when: refTo('condition'),
        props: { type: 'object' },
        children: { type: 'array', items: { $ref: '#' } },
        on: { type: 'object', additionalProperties: { type: 'array', items: refTo('action') } },
        fallback: { $ref: '#' },
      },
      additionalProperties: false,
    },
    ...(branches.length ? { allOf: branches } : {}),
    $defs: defs,
  };
}
