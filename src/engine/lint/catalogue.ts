import type { $ZodType } from 'zod/v4/core';
import { buildContext, memberContext, VISITOR } from '../build-context';
import type { LintCatalogue, WidgetFacts } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The schema a bindable prop has when it is not a binding (node.schema.json wraps props in if/then/else). */
function unwrap(schema: unknown): Record<string, unknown> {
  if (isObject(schema) && isObject(schema.if) && schema.else !== undefined) return unwrap(schema.else);
  return isObject(schema) ? schema : {};
}

/**
 * Widget facts from the published node schema (generated from the widget registry): events from
 * each branch's `on`, slots from the props marked `$comment: slot…`, rule props from their
 * `$ref` to the condition schema. The server cannot load widget views; the schema says it all.
 */
export function widgetFactsFromNodeSchema(nodeSchema: Record<string, unknown>): Map<string, WidgetFacts> {
  const widgets = new Map<string, WidgetFacts>();
  const defs = isObject(nodeSchema.$defs) ? nodeSchema.$defs : {};
  for (const branch of Array.isArray(nodeSchema.allOf) ? nodeSchema.allOf : []) {
    const type = (branch as { if?: { properties?: { type?: { const?: unknown } } } }).if?.properties?.type?.const;
    if (typeof type !== 'string') continue;
    const on = (branch as { then?: { properties?: { on?: { propertyNames?: { enum?: unknown } } } } }).then?.properties?.on;
    const events = Array.isArray(on?.propertyNames?.enum) ? (on.propertyNames.enum as string[]) : [];
    const props = unwrap(defs[`${type}.props`]);
    const slots: string[] = [];
    const ruleProps: string[] = [];
    let repeat: string | undefined;
    for (const [name, raw] of Object.entries(isObject(props.properties) ? props.properties : {})) {
      const prop = unwrap(raw);
      if (typeof prop.$comment === 'string' && prop.$comment.startsWith('slot')) {
        slots.push(name);
        if (prop.$comment === 'slot:repeated') repeat = name;
      } else if (typeof prop.$ref === 'string' && prop.$ref.startsWith('condition.schema.json')) ruleProps.push(name);
    }
    widgets.set(type, { events, slots, ruleProps, ...(repeat ? { repeat } : {}) });
  }
  return widgets;
}

interface EndpointLike {
  name: string;
  params: $ZodType;
  paged?: unknown;
  /** The HTTP call it sends (src/contract): its method says whether it only reads. */
  call?: { method: string; path: string };
}

function shapeOf(schema: $ZodType): Record<string, $ZodType> | null {
  const shape = (schema as { _zod?: { def?: { shape?: unknown } } })._zod?.def?.shape;
  return isObject(shape) ? (shape as Record<string, $ZodType>) : null;
}

const safeParse = (schema: $ZodType, value: unknown) =>
  (schema as unknown as { '~standard': { validate: (v: unknown) => { issues?: readonly { path?: readonly unknown[]; message: string }[] } } })['~standard'].validate(value);

/**
 * Params as a layout writes them: literal values are checked by the call's own schema; a
 * `{ "$": rule }` value is known only when the action runs, so only its name is checked.
 */
/** A value computed when the call is made, in whole or in part (`{ "$": rule }` at any depth). */
function holdsBinding(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsBinding);
  return isObject(value) && ('$' in value || Object.values(value).some(holdsBinding));
}

export function paramsChecker(schema: $ZodType): (params: Record<string, unknown>, partial?: boolean) => string | null {
  const shape = shapeOf(schema);
  return (params, partial = false) => {
    const bound = Object.keys(params).filter((key) => holdsBinding(params[key]));
    if (bound.length === 0 && !partial) {
      const result = safeParse(schema, params);
      if (result instanceof Promise || !result.issues?.length) return null;
      return result.issues.map((i) => `${(i.path ?? []).map(String).join('.') || '(params)'}: ${i.message}`).join('; ');
    }
    if (!shape) return null;
    for (const [key, value] of Object.entries(params)) {
      if (!(key in shape)) return `unknown param "${key}" (known: ${Object.keys(shape).join(', ') || 'none'})`;
      if (bound.includes(key)) continue;
      const result = safeParse(shape[key], value);
      if (!(result instanceof Promise) && result.issues?.length) return `${key}: ${result.issues[0].message}`;
    }
    return null;
  };
}

export interface CatalogueSources {
  nodeSchema: Record<string, unknown>;
  endpoints: readonly EndpointLike[];
  textKeys: ReadonlySet<string>;
  textLanguages: readonly string[];
  flags: readonly string[];
  /** The QA matrix (tests/fixtures/snapshot-matrix.json): flag sets over the demo switches, member types. */
  matrix?: { base: Record<string, boolean>; flagSets: Record<string, Record<string, boolean>>; memberTypes: (string | number)[] };
}

const DEVICES = [{}, { ios: true, safari: true }, { android: true }, { pwa: true, app: true, webclip: true }];

/**
 * The contexts a condition is tried in to find one that never changes: the QA matrix's flag sets
 * plus every switch off and every switch on, its member types plus guest, member, agent and
 * trial, and four kinds of device.
 */
function lintMatrix(sources: CatalogueSources): Record<string, unknown>[] | undefined {
  if (!sources.matrix) return undefined;
  const { base, flagSets, memberTypes } = sources.matrix;
  const sets = [
    ...Object.values(flagSets).map((set) => ({ ...base, ...set })),
    Object.fromEntries(sources.flags.map((code) => [code, false])),
    Object.fromEntries(sources.flags.map((code) => [code, true])),
  ];
  const types = [...new Set<string | number>([...memberTypes, 'guest', 0, 1, 4])];
  return sets.flatMap((flags) =>
    types.flatMap((type) =>
      DEVICES.map((device) => {
        const member = type === 'guest' ? VISITOR : memberContext({ type: Number(type), userName: 'qa' }, null);
        return buildContext({ flags, member, device }) as unknown as Record<string, unknown>;
      }),
    ),
  );
}

export function buildLintCatalogue(sources: CatalogueSources): LintCatalogue {
  const calls = new Map(
    sources.endpoints.map((e) => [
      e.name,
      { checkParams: paramsChecker(e.params), paged: Boolean(e.paged), ...(e.call && e.call.method !== 'GET' ? { writes: `${e.call.method} ${e.call.path}` } : {}) },
    ]),
  );
  const matrix = lintMatrix(sources);
  return {
    widgets: widgetFactsFromNodeSchema(sources.nodeSchema),
    calls,
    textKeys: sources.textKeys,
    textLanguages: sources.textLanguages,
    flags: new Set(sources.flags),
    ...(matrix ? { matrix } : {}),
  };
}
