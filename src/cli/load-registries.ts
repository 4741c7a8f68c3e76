import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { ActionSource, SchemaSources, WidgetSource } from '../engine/json-schema/sources';
import { stubAssetImports } from './asset-stubs';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Imports a module if its file exists; a registry that is not written yet counts as empty. */
async function importIfPresent(relative: string): Promise<Record<string, unknown> | null> {
  const file = fromHere(relative);
  if (!existsSync(file)) return null;
  return (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
}

/**
 * Loads the widget and action registries the published schemas are generated from. The action
 * registry is imported first: the handlers import each other through the dispatcher, and
 * entering through the registry is the order the app itself uses.
 */
export async function loadSchemaSources(): Promise<SchemaSources> {
  stubAssetImports();
  const actionsModule = await importIfPresent('../actions/registry.ts');
  const widgetsModule = await importIfPresent('../../widgets/index.ts');
  const commonProps = await importIfPresent('../../widgets/_lib/common-props.ts');
  const actions = (actionsModule?.actionHandlers ?? []) as ActionSource[];
  const widgets = (widgetsModule?.widgetRegistry ?? []) as WidgetSource[];
  const conditionSchemas = commonProps?.conditionSchema ? [commonProps.conditionSchema as z.ZodType] : [];
  return { widgets, actions, conditionSchemas };
}

export const SCHEMAS_DIR = fromHere('../../schemas');
