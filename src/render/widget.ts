import type { ComponentType, ReactNode } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { NodeShape } from '../engine/resolve';
import type { ActionSpec, ResolvedNode } from '../engine/types';

/**
 * What every widget view receives. Views never call the API and never evaluate conditions: the
 * engine has already applied `when`, bindings and the widget's own `bind` rules to `props`.
 */
export interface WidgetViewProps<P> {
  /** Props after bindings and schema validation (defaults applied); labels are keys like "t:login". */
  props: P;
  node: ResolvedNode;
  /** Rendered children of the node (already condition-filtered). */
  children?: ReactNode;
  /** Runs the node's `on[event]` actions; `payload` is visible to actions as `event`. */
  emit: (event: string, payload?: Record<string, unknown>) => Promise<void>;
}

export type WidgetView<P> = ComponentType<WidgetViewProps<P>>;

/**
 * One widget = one definition. The props schema is data (zod) and is the single source of the
 * node's published JSON Schema. Heavy views use `load` so they are split out of the first screen.
 */
export interface WidgetDefinition<P = Record<string, unknown>> extends NodeShape {
  type: string;
  description: string;
  props: $ZodType<P>;
  /** Events this widget raises (documented in the schema, checked by the linter). */
  events?: string[];
  acceptsChildren?: boolean;
  /** Actions run before the node's own for an event (e.g. a drawer closing its modal flag). */
  defaultOn?: (props: P) => Record<string, ActionSpec[]>;
  view?: WidgetView<P>;
  load?: () => Promise<{ default: WidgetView<P> }>;
  /** Parts the view loads later on its own (a carousel library), fetched with the page's views so they do not wait for data. */
  preloadParts?: () => Promise<unknown>;
}

export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  if (!definition.view === !definition.load) {
    throw new Error(`widget ${definition.type}: give exactly one of view or load`);
  }
  return definition;
}
