import '../zod-config';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { actionListSchema } from './action';
import { conditionSchema } from './condition';
import { nodeSchema } from './node';
import { PARAM_TYPES } from '../templates/params';

/**
 * The parts documents are made of. The parser passes the real schemas; the JSON Schema generator
 * passes stand-ins that it turns into $refs to node/condition/action.schema.json.
 */
export interface DocumentParts<N extends $ZodType = $ZodType, C extends $ZodType = $ZodType, A extends $ZodType = $ZodType> {
  node: N;
  condition: C;
  actionList: A;
}

/** "MAJOR.MINOR", e.g. "1.0". Compatibility is checked separately (version.ts). */
export const schemaVersionSchema = z.string().check(z.regex(/^\d+\.\d+$/, 'schemaVersion must look like "1.0" (MAJOR.MINOR)'));

export const LAYOUT_KINDS = ['screen', 'fragment', 'routes', 'chrome', 'actions', 'texts', 'templates'] as const;
export type DocumentSchemas = ReturnType<typeof makeDocumentSchemas>;

export function makeDocumentSchemas<N extends $ZodType, C extends $ZodType, A extends $ZodType>(parts: DocumentParts<N, C, A>) {
  const documentId = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'id must start with a letter and use letters, digits, _ or -'));

  const base = {
    $schema: z.optional(z.string()),
    schemaVersion: schemaVersionSchema,
    id: documentId,
    description: z.optional(z.string()),
  };

  /**
   * A named query: an endpoint by name, params (values or `{ "$": rule }`), optional paging and
   * caching; its status and result are `data.<name>` in the context.
   */
  const querySpec = z.strictObject({
    /** An endpoint of the registry (src/api/endpoints), e.g. "content.helpCenter". */
    call: z.string().check(z.minLength(1)),
    params: z.optional(z.record(z.string(), z.unknown())),
    /** Where the list is in the answer ("list"); without it an answer that is a list is the list. */
    items: z.optional(z.string()),
    /** Paged calls only: page size; load-more appends the next page. */
    paging: z.optional(z.strictObject({ pageSize: z.number().check(z.int(), z.minimum(1), z.maximum(200)) })),
    /** Keep an answer this long (ms) before asking again; meanwhile identical queries share it. */
    cache: z.optional(z.strictObject({ staleMs: z.number().check(z.int(), z.minimum(0), z.maximum(86_400_000)) })),
    /** Runs only while this holds (e.g. a member is signed in); otherwise its status is "idle". */
    when: z.optional(parts.condition),
    /** Reload when the player's language changes (debounced 220 ms); default true. */
    reloadOnLanguage: z.optional(z.boolean()),
  });
  const queries = z.optional(z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'query names are letters, digits and _')), querySpec));

  const screenDocumentSchema = z.object({
    ...base,
    kind: z.literal('screen'),
    chrome: z.optional(z.object({ header: z.optional(z.enum(['main', 'backBar', 'none'])), title: z.optional(z.string()) })),
    initial: z.optional(
      z.object({ form: z.optional(z.record(z.string(), z.unknown())), state: z.optional(z.record(z.string(), z.unknown())) }),
    ),
    onEnter: z.optional(parts.actionList),
    queries,
    root: parts.node,
  });

  const paramName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'parameter names are letters, digits and _'));
  /** A parameter of a template or a fragment: what it holds, and its default (without one it must be given, unless optional). */
  const paramSpec = z.strictObject({
    type: z.enum(PARAM_TYPES),
    description: z.optional(z.string()),
    default: z.optional(z.unknown()),
    /** `text` only: the values it may take. */
    values: z.optional(z.array(z.string())),
    /** Given nothing, the key it fills is left out (the widget's own default applies). */
    optional: z.optional(z.boolean()),
  });
  const params = z.optional(z.record(paramName, paramSpec));

  /** A fragment with `params` is shown only through an Include giving them (`props.with`); `{ "param": name }` marks where each goes. */
  const fragmentDocumentSchema = z.object({ ...base, kind: z.literal('fragment'), params, queries, root: parts.node });

  /**
   * Named node templates, used from any layout with `{ "use": name, "with": { arguments } }`. In a
   * template's node, `{ "param": name }` stands for an argument.
   */
  const templatesDocumentSchema = z.object({
    ...base,
    kind: z.literal('templates'),
    templates: z.record(
      z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'template names are letters, digits and _')),
      z.strictObject({
        description: z.optional(z.string()),
        params,
        /** A layout node; `{ "param": name }` anywhere in it stands for that argument. */
        node: z.record(z.string(), z.unknown()),
      }),
    ),
  });

  /** Reusable action lists by name (the real-member gate, the game launch…), run with `{ "do": "run" }`. */
  const actionsDocumentSchema = z.object({
    ...base,
    kind: z.literal('actions'),
    lists: z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'list names are letters, digits and _')), parts.actionList),
  });

  /** The merchant's texts: bundled text keys overridden per language (each language optional). */
  const textsDocumentSchema = z.object({
    ...base,
    kind: z.literal('texts'),
    languages: z.record(z.string().check(z.regex(/^[A-Z]{2,3}$/, 'languages are upper-case codes such as CN or EN')), z.record(z.string(), z.string())),
  });

  const path = z.string().check(z.startsWith('/', 'paths start with "/"'));
  const refusalName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'refusal names are letters, digits and _'));

  const routeEntrySchema = z.object({
    path,
    screen: documentId,
    /** Fixed values the screen reads as `route.params` (one screen behind many paths: /m/slot-games, /m/roulette…). */
    params: z.optional(z.record(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/)), z.string())),
    when: z.optional(parts.condition),
    redirect: z.optional(path),
    /** Query parameters the screen cannot do without (`/m/activityDetail?id=`): the lint refuses a link without one. */
    requiredQuery: z.optional(z.array(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/)))),
    /** Names of the document's `refusals`: in-app navigation here is refused when one holds. */
    refuse: z.optional(z.array(refusalName)),
  });

  /**
   * A refusal: when its rule holds for the player, an in-app link to a route naming it is not
   * followed; the player stays where they are and reads the toast (the spec's free_reject for a
   * trial account opening the inbox, deposit or a member feature).
   */
  const refusalSchema = z.object({
    when: parts.condition,
    toast: z.string().check(z.minLength(1)),
    /** How long the toast shows (ms); the spec's 1 to 2 s. */
    duration: z.optional(z.number().check(z.int(), z.gte(500), z.lte(10_000))),
  });

  const routesDocumentSchema = z.object({
    ...base,
    kind: z.literal('routes'),
    homeAliases: z.array(path),
    home: path,
    fallback: path,
    refusals: z.optional(z.record(refusalName, refusalSchema)),
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

  return {
    screen: screenDocumentSchema,
    fragment: fragmentDocumentSchema,
    routes: routesDocumentSchema,
    chrome: chromeDocumentSchema,
    actions: actionsDocumentSchema,
    texts: textsDocumentSchema,
    templates: templatesDocumentSchema,
    query: querySpec,
  };
}

export const documentSchemas = makeDocumentSchemas({ node: nodeSchema, condition: conditionSchema, actionList: actionListSchema });

export const layoutDocumentSchema = z.discriminatedUnion('kind', [
  documentSchemas.screen,
  documentSchemas.fragment,
  documentSchemas.routes,
  documentSchemas.chrome,
  documentSchemas.actions,
  documentSchemas.texts,
  documentSchemas.templates,
]);

export type QuerySpec = z.infer<typeof documentSchemas.query>;
export type QuerySpecs = Record<string, QuerySpec>;
