/**
 * Someone watching how visibility conditions turn out while trees are resolved: QA's condition
 * coverage (which `when` was ever true, ever false) and, later, an editor's "why is this hidden?".
 * Nobody watches unless asked: the resolver then pays one null check per condition.
 */
export interface ConditionOutcome {
  documentId: string;
  /** JSON pointer of the `when` in the document as served (templates expanded). */
  pointer: string;
  rule: unknown;
  visible: boolean;
  /** The context the rule was evaluated over. */
  context: unknown;
}

export type ConditionWatcher = (outcome: ConditionOutcome) => void;

let watcher: ConditionWatcher | null = null;

/** Starts watching (replacing any earlier watcher); returns what stops it. */
export function watchConditions(next: ConditionWatcher): () => void {
  watcher = next;
  return () => {
    if (watcher === next) watcher = null;
  };
}

/** The current watcher, read once per resolution. */
export function conditionWatcher(): ConditionWatcher | null {
  return watcher;
}
