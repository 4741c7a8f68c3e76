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
}

export type LayoutKind = 'screen' | 'fragment' | 'routes' | 'chrome';

export interface DocumentBase {
  $schema?: string;
  /** "MAJOR.MINOR": a newer major is refused, a newer minor renders. */
  schemaVersion: string;
  kind: LayoutKind;
  id: string;
  description?: string;
}

export interface ScreenChrome {
  /** Which header the chrome shows: the main header, a back bar, or none. */
  header?: 'main' | 'backBar' | 'none';
  /** Top-bar / back-bar title, an i18n key. */
  title?: string;
}

/** A whole page: `/m/login` renders the `login` screen. */
export interface ScreenDocument extends DocumentBase {
  kind: 'screen';
  chrome?: ScreenChrome;
  /** Initial form values and screen state. */
  initial?: { form?: Record<string, unknown>; state?: Record<string, unknown> };
  /** Actions run when the screen mounts (data loads, captcha refresh, …). */
  onEnter?: ActionSpec[];
  root: LayoutNode;
}

/** A reusable piece (header, right panel, member pop-up, footer…), included by id. */
export interface FragmentDocument extends DocumentBase {
  kind: 'fragment';
  root: LayoutNode;
}

export interface RouteEntry {
  path: string;
  /** Screen id rendered at this path. */
  screen: string;
  /** Route guard: when present and falsy, go to `redirect`. */
  when?: Condition;
  redirect?: string;
}

export interface RoutesDocument extends DocumentBase {
  kind: 'routes';
  /** Paths that all mean "home" (/, /m, /m/, /m/index, /m/index.html). */
  homeAliases: string[];
  home: string;
  /** Where unknown paths go. */
  fallback: string;
  routes: RouteEntry[];
}

export interface FooterItem {
  /** Key as it appears in template parameter footer_nav. */
  key: string;
  label: string;
  icon: string;
  /** Actions run on tap. */
  on: ActionSpec[];
  /** Paths on which this item is highlighted. */
  highlight?: string[];
  when?: Condition;
}

export interface ChromeDocument extends DocumentBase {
  kind: 'chrome';
  /** Paths on which the top bar is shown (only the home paths). */
  topBarPaths: string[];
  headerHidden: string[];
  footerHidden: string[];
  /** Path → title i18n key. */
  titles: Record<string, string>;
  /** Paths that get the simple back-bar header. */
  backBarPaths: string[];
  /** Paths whose back control goes home instead of one page back. */
  backGoesHome: string[];
  /** Fragment ids used for the main header, its panels and the footer. */
  fragments: { header: string; rightPanel?: string; leftPanel?: string; memberPopup?: string };
  footer: {
    /** Template parameter holding the comma-separated item keys. */
    source: string;
    /** Used when the template parameter is missing. */
    defaultKeys: string[];
    items: FooterItem[];
  };
}

export type LayoutDocument = ScreenDocument | FragmentDocument | RoutesDocument | ChromeDocument;

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
