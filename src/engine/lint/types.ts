/** One finding of the layout lint: a pointer inside a document and what is wrong there. */
export interface LintFinding {
  severity: 'error' | 'warning';
  /** JSON pointer inside the document. */
  path: string;
  message: string;
}

/** A finding with the document it was found in. */
export interface BundleFinding extends LintFinding {
  documentId: string;
}

export interface WidgetFacts {
  events: readonly string[];
  /** Props holding node templates, and which of them repeats per item. */
  slots: readonly string[];
  repeat?: string;
  /** Props written as json-logic rules (disabled, badge…). */
  ruleProps: readonly string[];
}

/**
 * What the lint knows of the app: every widget, call, text key and flag. Built from the published
 * schemas, the endpoint registry, the bundled texts and the switch catalogue, so the CLI and the
 * operator publish check exactly the same things.
 */
export interface LintCatalogue {
  widgets: ReadonlyMap<string, WidgetFacts>;
  /**
   * Call name → a check of params as written (null when fine, else the reason); `partial` when the
   * rest comes from elsewhere (form.submit's form fields): then only names and literal values.
   */
  calls: ReadonlyMap<string, { checkParams: (params: Record<string, unknown>, partial?: boolean) => string | null; paged: boolean; /** "POST /wps/…" for a call that changes something (a query must not name it). */ writes?: string }>;
  textKeys: ReadonlySet<string>;
  textLanguages: readonly string[];
  flags: ReadonlySet<string>;
  /** Contexts (flag sets × member types) a constant condition is looked for across; none skips the check. */
  matrix?: readonly Record<string, unknown>[];
}
