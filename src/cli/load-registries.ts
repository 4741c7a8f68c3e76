import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { ActionSource, EndpointSource, SchemaSources, WidgetSource } from '../engine/json-schema/sources';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const PROJECT_ROOT = fromHere('../..');
export const SCHEMAS_DIR = fromHere('../../schemas');

/** Loads a module of the app by absolute path. */
export type ModuleImporter = (file: string) => Promise<Record<string, unknown>>;

/**
 * The registries are app code: views import stylesheets, i18n uses import.meta.glob. Plain Node
 * cannot load that, so tools load it through Vite's SSR module loader, the same pipeline as the
 * app. Returns the importer and a function that shuts Vite down.
 */
export async function viteImporter(): Promise<{ importer: ModuleImporter; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: PROJECT_ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  return { importer: (file) => server.ssrLoadModule(file) as Promise<Record<string, unknown>>, close: () => server.close() };
}

/** Imports a module if its file exists; a registry that is not written yet counts as empty. */
async function importIfPresent(importer: ModuleImporter, relative: string): Promise<Record<string, unknown> | null> {
  const file = fromHere(relative);
  return existsSync(file) ? importer(file) : null;
}

/**
 * Loads the widget and action registries the published schemas are generated from. The action
 * registry comes first: handlers import each other through the dispatcher, and entering through
 * the registry is the order the app itself uses.
 */
export async function loadSchemaSources(importer: ModuleImporter): Promise<SchemaSources> {
  const actionsModule = await importIfPresent(importer, '../actions/registry.ts');
  const widgetsModule = await importIfPresent(importer, '../../widgets/index.ts');
  const commonProps = await importIfPresent(importer, '../../widgets/_lib/common-props.ts');
  const endpointsModule = await importIfPresent(importer, '../api/endpoints/index.ts');
  const loadActions = actionsModule?.loadActionHandlers as (() => Promise<ActionSource[]>) | undefined;
  const actions = loadActions ? await loadActions() : [];
  const widgets = (widgetsModule?.widgetRegistry ?? []) as WidgetSource[];
  const endpoints = (endpointsModule?.endpoints ?? []) as EndpointSource[];
  const conditionSchemas = commonProps?.conditionSchema ? [commonProps.conditionSchema as z.ZodType] : [];
  return { widgets, actions, endpoints, conditionSchemas };
}
