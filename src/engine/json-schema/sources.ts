import type { $ZodType } from 'zod/v4/core';

/** What the generator needs from a widget definition (widgets/index.ts `widgetRegistry`). */
export interface WidgetSource {
  type: string;
  description: string;
  props: $ZodType;
  events?: string[];
  acceptsChildren?: boolean;
  /** Props holding node templates. */
  slots?: readonly string[];
}

/** What the generator needs from an action handler (src/actions/registry.ts `actionHandlers`). */
export interface ActionSource {
  name: string;
  description: string;
  params: $ZodType;
}

export interface SchemaSources {
  widgets: readonly WidgetSource[];
  actions: readonly ActionSource[];
  /** zod schemas the widgets use for json-logic props (emitted as condition $refs). */
  conditionSchemas?: readonly $ZodType[];
}
