import { watchConditions } from '../engine/condition-watch';

/** Set in sessionStorage by QA's picture runs (npm run snapshot -- --visual) before the app loads. */
export const QA_CONDITIONS_KEY = 'qa:conditions';

/** Verdicts seen per `<document id>#<pointer>`: 1 = true seen, 2 = false seen, 3 = both. */
export type SeenVerdicts = Record<string, number>;

declare global {
  interface Window {
    __qaConditions?: SeenVerdicts;
  }
}

/**
 * In a QA run only, records which way every visibility condition went, for the run's condition
 * coverage. Players never have the key, so for them this is one storage read at start.
 */
export function recordConditionsForQa(): void {
  let asked = false;
  try {
    asked = sessionStorage.getItem(QA_CONDITIONS_KEY) === '1';
  } catch {
    // Storage refused (private mode): not a QA run.
  }
  if (!asked) return;
  const seen: SeenVerdicts = (window.__qaConditions = {});
  watchConditions(({ documentId, pointer, visible }) => {
    const key = `${documentId}#${pointer}`;
    seen[key] = (seen[key] ?? 0) | (visible ? 1 : 2);
  });
}
