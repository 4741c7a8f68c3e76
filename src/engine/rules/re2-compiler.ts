import { RE2JS } from 're2js';
import type { PatternCompiler } from './operator-pattern';

/** RE2 semantics: `test` finds a match anywhere, as RegExp.test does; throws on syntax RE2 cannot run. */
export const re2Compiler: PatternCompiler = (source) => {
  const expression = RE2JS.compile(source);
  return (value) => expression.test(value);
};
