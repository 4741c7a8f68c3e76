import { installPatternCompiler, patternCompilerReady } from './operator-pattern';

let loading: Promise<void> | null = null;

/**
 * Loads the linear-time pattern engine once (a lazy chunk in the app). Failing to load it (network
 * gone) leaves operator patterns unchecked on the phone; the server still checks them.
 */
export function loadPatternEngine(): Promise<void> {
  if (patternCompilerReady()) return Promise.resolve();
  loading ??= import('./re2-compiler')
    .then(({ re2Compiler }) => installPatternCompiler(re2Compiler))
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** Waits for the engine only when one of the fields carries an operator pattern. */
export function patternsReady(fields: readonly { pattern?: string }[]): Promise<void> | null {
  return fields.some((field) => field.pattern) && !patternCompilerReady() ? loadPatternEngine() : null;
}
