import type { $ZodType } from 'zod/v4/core';

/** What the generator needs from a widget definition (widgets/index.ts `widgetRegistry`). */
export interface WidgetSource {
  type: string;
  description: string;
  props: $ZodType;
  events?: string[];
  acceptsChildren?: boolean;
  /** Props holding node templates, and the one repeated per item. */
  slots?: readonly string[];
  repeat?: { items: string; slot: string };
}

/** What the generator needs from an action handler (src/actions/registry.ts `actionHandlers`). */
export interface ActionSource {
  name: string;
  description: string;
  params: $ZodType;
}

/** What the generator needs from an endpoint (src/api/endpoints/index.ts `endpoints`). */
export interface EndpointSource {
  name: string;
  description: string;
  params: $ZodType;
  paged?: unknown;
}

export interface SchemaSources {
  widgets: readonly WidgetSource[];
  actions: readonly ActionSource[];
  /** The endpoint registry: call names and their params for queries, `api` and `form.submit`. */
  endpoints?: readonly EndpointSource[];
  /** zod schemas the widgets use for json-logic props (emitted as condition $refs). */
  conditionSchemas?: readonly $ZodType[];
}
