import '../zod-config';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { actionListSchema } from './action';
import { conditionSchema } from './condition';
import { nodeSchema } from './node';

/**
 * The parts documents are made of. The parser passes the real schemas; the JSON Schema generator
 * passes stand-ins that it turns into $refs to node/condition/action.schema.json.
 */
export interface DocumentParts {
  node: $ZodType;
  condition: $ZodType;
  actionList: $ZodType;
}

/** "MAJOR.MINOR", e.g. "1.0". Compatibility is checked separately (version.ts). */
export const schemaVersionSchema = z.string().check(z.regex(/^\d+\.\d+$/, 'schemaVersion must look like "1.0" (MAJOR.MINOR)'));

export const LAYOUT_KINDS = ['screen', 'fragment', 'routes', 'chrome'] as const;
export type DocumentSchemas = ReturnType<typeof makeDocumentSchemas>;

export function makeDocumentSchemas(parts: DocumentParts) {
  const documentId = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'id must start with a letter and use letters, digits, _ or -'));

  const base = {
    $schema: z.optional(z.string()),
    schemaVersion: schemaVersionSchema,
    id: documentId,
    description: z.optional(z.string()),
  };

  const screenDocumentSchema = z.object({
    ...base,
    kind: z.literal('screen'),
    chrome: z.optional(z.object({ header: z.optional(z.enum(['main', 'backBar', 'none'])), title: z.optional(z.string()) })),
    initial: z.optional(
      z.object({ form: z.optional(z.record(z.string(), z.unknown())), state: z.optional(z.record(z.string(), z.unknown())) }),
    ),
    onEnter: z.optional(parts.actionList),
    root: parts.node,
  });

  const fragmentDocumentSchema = z.object({ ...base, kind: z.literal('fragment'), root: parts.node });

  const path = z.string().check(z.startsWith('/', 'paths start with "/"'));

  const routeEntrySchema = z.object({
    path,
    screen: documentId,
    when: z.optional(parts.condition),
    redirect: z.optional(path),
  });

  const routesDocumentSchema = z.object({
    ...base,
    kind: z.literal('routes'),
    homeAliases: z.array(path),
    home: path,
    fallback: path,
    routes: z.array(routeEntrySchema),
  });

  const footerItemSchema = z.object({
    key: z.string().check(z.minLength(1)),
    label: z.string(),
    icon: z.string(),
    on: parts.actionList,
    highlight: z.optional(z.array(path)),
    when: z.optional(parts.condition),
  });

  const chromeDocumentSchema = z.object({
    ...base,
    kind: z.literal('chrome'),
    topBarPaths: z.array(path),
    headerHidden: z.array(path),
    footerHidden: z.array(path),
    titles: z.record(z.string(), z.string()),
    backBarPaths: z.array(path),
    backGoesHome: z.array(path),
    fragments: z.object({
      header: documentId,
      rightPanel: z.optional(documentId),
      leftPanel: z.optional(documentId),
      memberPopup: z.optional(documentId),
    }),
    footer: z.object({
      source: z.string().check(z.minLength(1)),
      defaultKeys: z.array(z.string()),
      items: z.array(footerItemSchema),
    }),
  });

  return { screen: screenDocumentSchema, fragment: fragmentDocumentSchema, routes: routesDocumentSchema, chrome: chromeDocumentSchema };
}

export const documentSchemas = makeDocumentSchemas({ node: nodeSchema, condition: conditionSchema, actionList: actionListSchema });

export const layoutDocumentSchema = z.discriminatedUnion('kind', [
  documentSchemas.screen,
  documentSchemas.fragment,
  documentSchemas.routes,
  documentSchemas.chrome,
]);
