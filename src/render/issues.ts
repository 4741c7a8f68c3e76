import { effect } from '@preact/signals-react';
import type { LayoutIssue } from '../engine/types';
import { layoutIssues } from '../state/platform';

/**
 * Every layout problem met while rendering (unknown type, invalid props, a view that threw, a
 * refused document) lands here once: on the console with document id + JSON pointer, and in the
 * platform's layoutIssues signal (where boot also puts refused documents), mirrored on
 * window.__layoutIssues so QA and browser tests can read it in every build.
 */
export { layoutIssues };

declare global {
  interface Window {
    __layoutIssues?: LayoutIssue[];
  }
}

if (typeof window !== 'undefined') {
  effect(() => {
    window.__layoutIssues = layoutIssues.value;
  });
}

const keyOf = (issue: LayoutIssue) => `${issue.documentId}\u0000${issue.path}\u0000${issue.message}`;

/** Records an issue; the same issue (document, path, message) is recorded only once. */
export function reportLayoutIssue(issue: LayoutIssue): void {
  const key = keyOf(issue);
  if (layoutIssues.peek().some((known) => keyOf(known) === key)) return;
  console.error(`[layout] ${issue.documentId}${issue.path || '/'}: ${issue.message}`);
  layoutIssues.value = [...layoutIssues.peek(), issue];
}

export function reportLayoutIssues(issues: readonly LayoutIssue[]): void {
  for (const issue of issues) reportLayoutIssue(issue);
}

/** Forgets every recorded issue (tests, and the QA snapshot tool between combinations). */
export function clearLayoutIssues(): void {
  layoutIssues.value = [];
}
