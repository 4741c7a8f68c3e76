/**
 * Core layout types shared by the engine, the renderer, the server and the tools.
 * No React here: the engine must run in Node (server, CLI) and in the browser alike.
 */

/** A json-logic rule. Plain JSON data, evaluated without eval (see conditions.ts). */
export type Condition = unknown;

/** An action is data: `{ "do": "navigate", "to": "/m/register" }`. */
export interface ActionSpec {
  do: string;
  /** Optional guard: the action (and only it) is skipped when the condition is falsy. */
  when?: Condition;
  [param: string]: unknown;
}

/** One node of a layout tree. `type` names a widget in the registry. */
export interface LayoutNode {
  type: string;
  /** Stable id, useful for tests, snapshots and operator tooling. */
  id?: string;
  /** Render only when this condition is truthy over the context. */
  when?: Condition;
  props?: Record<string, unknown>;
  children?: LayoutNode[];
  /** Event name (press, change, submit, …) → actions run in order. */
  on?: Record<string, ActionSpec[]>;
  /** Rendered instead when the widget is unknown, its props are invalid or it throws. */
  fallback?: LayoutNode;
  /** Any other key is a prop written inline (read them with writtenProps, node-props.ts). */
  [prop: string]: unknown;
}

/**
 * Document types come from the zod schemas the parser uses (schema/documents.ts): one source for
 * what is parsed, what is published as JSON Schema and what the code sees.
 */
type Schemas = typeof import('./schema/documents').documentSchemas;
type Infer<K extends keyof Schemas> = import('zod/mini').infer<Schemas[K]>;

export type LayoutKind = LayoutDocument['kind'];
/** A whole page: `/m/login` renders the `login` screen. */
export type ScreenDocument = Infer<'screen'>;
export type ScreenChrome = NonNullable<ScreenDocument['chrome']>;
/** A reusable piece (header, right panel, member pop-up, footer…), included by id. */
export type FragmentDocument = Infer<'fragment'>;
export type RoutesDocument = Infer<'routes'>;
export type RouteEntry = RoutesDocument['routes'][number];
export type ChromeDocument = Infer<'chrome'>;
export type FooterItem = ChromeDocument['footer']['items'][number];
/** Reusable action lists by name, run from any layout with `{ "do": "run", "list": name }`. */
export type ActionsDocument = Infer<'actions'>;
/** The merchant's texts: bundled keys overridden per language. */
export type TextsDocument = Infer<'texts'>;
/** Named node templates, used with `{ "use": name, "with": { … } }` (expanded before the app renders: templates/). */
export type TemplatesDocument = Infer<'templates'>;
export type LayoutDocument = ScreenDocument | FragmentDocument | RoutesDocument | ChromeDocument | ActionsDocument | TextsDocument | TemplatesDocument;
export type DocumentBase = Pick<ScreenDocument, '$schema' | 'schemaVersion' | 'id' | 'description'>;

/** A node after conditions were applied: only visible nodes remain, with their JSON path. */
export interface ResolvedNode {
  type: string;
  id?: string;
  /** JSON pointer of the node inside its document, e.g. "/root/children/2" (an item's is its template's). */
  path: string;
  /** Unique within the tree (items of a repeated template differ by index): React key and identity. */
  key: string;
  props: Record<string, unknown>;
  children: ResolvedNode[];
  on: Record<string, ActionSpec[]>;
  fallback?: ResolvedNode;
  /** Node templates other than the repeated one (empty, loading, error…), resolved once. */
  slots?: Record<string, ResolvedNode | null>;
  /** The repeated template, resolved once per item. */
  items?: ResolvedNode[];
  /** Names a repeated template adds to the context (`item`, `index`), for the node's actions too. */
  locals?: Record<string, unknown>;
}

/** Where and why something in a layout went wrong; reported, never thrown at the user. */
export interface LayoutIssue {
  documentId: string;
  /** JSON pointer inside the document. */
  path: string;
  message: string;
}
