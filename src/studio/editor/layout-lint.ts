import { syntaxTree } from '@codemirror/language';
import { opsLayoutValidate } from '../../contract/ops/publishing/index';
import { linter, type Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import { opsCall, OpsError, type Issue } from '../api';
import { pointerRange } from './json-tree';

export interface LintReport {
  errors: Issue[];
  warnings: Issue[];
  /** The text is not JSON yet: nothing was sent to the platform. */
  syntax: boolean;
}

/** Where the text stops being JSON, from the parser's own error nodes. */
function syntaxErrors(view: EditorView): Diagnostic[] {
  const found: Diagnostic[] = [];
  syntaxTree(view.state).iterate({
    enter: (node) => {
      if (node.type.isError && found.length < 5) found.push({ from: node.from, to: Math.max(node.to, node.from + 1), severity: 'error', message: 'Not valid JSON here' });
    },
  });
  return found;
}

/**
 * Inline problems: JSON syntax at once, then the platform's own check (`POST /ops/layouts/validate`:
 * the published schemas and the layout lint against the merchant's other documents), each issue
 * placed at its JSON pointer. Publishing refuses exactly the errors shown here.
 */
export function layoutLint(merchant: () => string, report: (r: LintReport) => void) {
  return linter(
    async (view) => {
      const local = syntaxErrors(view);
      let document: unknown;
      try {
        document = JSON.parse(view.state.doc.toString());
      } catch (error) {
        const at = /position (\d+)/.exec(String(error))?.[1];
        if (!local.length) local.push({ from: Number(at ?? 0), to: Number(at ?? 0) + 1, severity: 'error', message: (error as Error).message });
        report({ errors: local.map((d) => ({ pointer: '', message: d.message })), warnings: [], syntax: true });
        return local;
      }
      try {
        const answer = await opsCall(opsLayoutValidate, { merchant: merchant(), document });
        report({ errors: answer.issues, warnings: answer.warnings, syntax: false });
        const place = (issue: Issue, severity: Diagnostic['severity']): Diagnostic => ({ ...pointerRange(view.state, issue.pointer), severity, message: issue.pointer ? `${issue.message} (${issue.pointer})` : issue.message });
        return [...answer.issues.map((i) => place(i, 'error')), ...answer.warnings.map((i) => place(i, 'warning'))];
      } catch (error) {
        const message = error instanceof OpsError ? error.message : String(error);
        report({ errors: [{ pointer: '', message: `Could not check: ${message}` }], warnings: [], syntax: false });
        return [];
      }
    },
    { delay: 400 },
  );
}
