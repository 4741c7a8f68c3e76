import type { z } from 'zod';
import { conditionSchema } from '../schema/condition';
import { embedZodSchema } from './embed';
import { header, refTo, type JsonSchema } from './ids';
import type { WidgetSource } from './sources';

function widgetBranch(widget: WidgetSource, defs: Record<string, unknown>, conditionSchemas: readonly z.ZodType[]): JsonSchema {
  const propsName = `${widget.type}.props`;
  const props = embedZodSchema(widget.props, propsName, defs, { conditions: [conditionSchema, ...conditionSchemas] });
  defs[propsName] = { description: widget.description, ...props };
  const then: JsonSchema = {
    properties: {
      props: { $ref: `#/$defs/${propsName}` },
      ...(widget.acceptsChildren ? {} : { children: { maxItems: 0, description: `${widget.type} takes no children` } }),
      ...(widget.events ? { on: { propertyNames: { enum: widget.events } } } : {}),
    },
  };
  // Props with required keys cannot be left out altogether.
  if (Array.isArray(props.required) && props.required.length > 0) then.required = ['props'];
  return { if: { properties: { type: { const: widget.type } }, required: ['type'] }, then };
}

/** A layout node: the common keys, and per widget type its own props (from the widget's zod schema). */
export function nodeJsonSchema(widgets: readonly WidgetSource[], conditionSchemas: readonly z.ZodType[] = []): JsonSchema {
  const defs: Record<string, unknown> = {};
  const types = widgets.map((widget) => widget.type);
  const branches = widgets.map((widget) => widgetBranch(widget, defs, conditionSchemas));
  return {
    ...header('node', 'Layout node', 'One widget in a layout tree; `type` names the widget, `props` are checked by that widget.'),
    type: 'object',
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
    ...(branches.length ? { allOf: branches } : {}),
    ...(Object.keys(defs).length ? { $defs: defs } : {}),
  };
}
