import '../zod-config';
import { z } from 'zod';
import { actionListSchema } from './action';
import { conditionSchema } from './condition';
import { nodeSchema } from './node';

/** "MAJOR.MINOR", e.g. "1.0". Compatibility is checked separately (version.ts). */
export const schemaVersionSchema = z.string().regex(/^\d+\.\d+$/, 'schemaVersion must look like "1.0" (MAJOR.MINOR)');

const documentId = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'id must start with a letter and use letters, digits, _ or -');

const base = {
  $schema: z.string().optional(),
  schemaVersion: schemaVersionSchema,
  id: documentId,
  description: z.string().optional(),
};

export const screenDocumentSchema = z.object({
  ...base,
  kind: z.literal('screen'),
  chrome: z
    .object({ header: z.enum(['main', 'backBar', 'none']).optional(), title: z.string().optional() })
    .optional(),
  initial: z
    .object({ form: z.record(z.string(), z.unknown()).optional(), state: z.record(z.string(), z.unknown()).optional() })
    .optional(),
  onEnter: actionListSchema.optional(),
  root: nodeSchema,
});

export const fragmentDocumentSchema = z.object({ ...base, kind: z.literal('fragment'), root: nodeSchema });

const path = z.string().startsWith('/', 'paths start with "/"');

export const routeEntrySchema = z.object({
  path,
  screen: documentId,
  when: conditionSchema.optional(),
  redirect: path.optional(),
});

export const routesDocumentSchema = z.object({
  ...base,
  kind: z.literal('routes'),
  homeAliases: z.array(path),
  home: path,
  fallback: path,
  routes: z.array(routeEntrySchema),
});

export const footerItemSchema = z.object({
  key: z.string().min(1),
  label: z.string(),
  icon: z.string(),
  on: actionListSchema,
  highlight: z.array(path).optional(),
  when: conditionSchema.optional(),
});

export const chromeDocumentSchema = z.object({
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
    rightPanel: documentId.optional(),
    leftPanel: documentId.optional(),
    memberPopup: documentId.optional(),
  }),
  footer: z.object({
    source: z.string().min(1),
    defaultKeys: z.array(z.string()),
    items: z.array(footerItemSchema),
  }),
});

export const LAYOUT_KINDS = ['screen', 'fragment', 'routes', 'chrome'] as const;

export const layoutDocumentSchema = z.discriminatedUnion('kind', [
  screenDocumentSchema,
  fragmentDocumentSchema,
  routesDocumentSchema,
  chromeDocumentSchema,
]);
