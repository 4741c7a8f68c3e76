import type { $ZodType } from 'zod/v4/core';
import { conditionSchema } from '../schema/condition';
import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema } from './ids';
import type { WidgetSource } from './sources';
import { NODE_KEYS } from '../node-props';

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

/** The node's own keys, checked by the common part of the node schema (listed so a branch's closed list allows them). */
const OWN_KEYS: Record<string, true> = Object.fromEntries([...NODE_KEYS].map((key) => [key, true]));

function widgetBranch(widget: WidgetSource, defs: Record<string, unknown>, conditionSchemas: readonly $ZodType[]): JsonSchema {
  const propsName = `${widget.type}.props`;
  const props = embedZodSchema(widget.props, propsName, defs, { conditions: [conditionSchema, ...conditionSchemas] });
  const slots = widget.slots ?? [];
  const bound = allowBindings(props);
  defs[propsName] = { description: widget.description, ...withSlots(bound, slots, widget.repeat?.slot) };
  const names = Object.keys(isObject(props.properties) ? props.properties : {});
  const required = Array.isArray(props.required) ? (props.required as string[]) : [];
  // Props written inline: each checked by the same definition as in `props`; a name the node itself
  // uses (TextField's `type`) can only be written in `props`.
  const inline: JsonSchema = {
    properties: { ...OWN_KEYS, ...Object.fromEntries(names.filter((name) => !NODE_KEYS.has(name)).map((name) => [name, { $ref: `#/$defs/${propsName}/properties/${name}` }])) },
    additionalProperties: false,
    ...(required.length ? { required } : {}),
  };
  const written: JsonSchema = { properties: { ...OWN_KEYS, props: { $ref: `#/$defs/${propsName}` } }, additionalProperties: false };
  const then: JsonSchema = {
    properties: {
      ...(widget.acceptsChildren ? {} : { children: { maxItems: 0, description: `${widget.type} takes no children` } }),
      // A handler for an event the widget never raises would never run: refused.
      on: widget.events?.length ? { propertyNames: { enum: widget.events } } : { maxProperties: 0, description: `${widget.type} raises no events` },
    },
    // Props in a `props` object, or inline in the node: one form or the other, never both.
    if: { properties: { props: true }, required: ['props'] },
    then: written,
    else: inline,
  };
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
    ...header('node', 'Layout node', 'One widget in a layout tree (`type` names the widget; its props are written in the node, or in `props` when one of their names is a node key, and checked by that widget), or a template use (`use` names the template, `with` gives its arguments).'),
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
      // Other keys are props written inline: the widget's branch below lists which.
    },
    ...(branches.length ? { allOf: branches } : {}),
    $defs: defs,
  };
}
