/**
 * Operator patterns (registration settings: a field's `pattern`, `minLength`, `maxLength`) are run
 * by a linear-time engine (RE2 semantics), never by the backtracking RegExp: a pattern an operator
 * types must not be able to stall a phone or the server. The engine (re2js, ~65 KB gzip) is
 * installed at run time so that screens without such fields never load it; the server installs
 * it at start.
 */
export type PatternTest = (value: string) => boolean;
export type PatternCompiler = (source: string) => PatternTest;

let compiler: PatternCompiler | null = null;
const compiled = new Map<string, PatternTest | null>();

export function installPatternCompiler(next: PatternCompiler): void {
  compiler = next;
  compiled.clear();
}

export function patternCompilerReady(): boolean {
  return compiler !== null;
}

/**
 * The compiled test for a source, cached; null when the engine refuses it (a syntax it cannot run
 * in linear time, such as lookahead or a backreference) or is not installed yet.
 */
export function operatorPattern(source: string): PatternTest | null {
  if (!compiler) return null;
  if (!compiled.has(source)) {
    let test: PatternTest | null = null;
    try {
      test = compiler(source);
    } catch {
      test = null;
    }
    compiled.set(source, test);
  }
  return compiled.get(source) ?? null;
}

/** Lengths count characters (code points) as the pattern engine does; a bound of 0 or none is open. */
export function withinLength(value: string, minLength?: number, maxLength?: number): boolean {
  const length = [...value].length;
  if (minLength && length < minLength) return false;
  if (maxLength && length > maxLength) return false;
  return true;
}
