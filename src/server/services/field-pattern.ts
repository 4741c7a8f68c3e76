import safeRegex from 'safe-regex2';
import { installPatternCompiler, operatorPattern, withinLength } from '../../engine/rules/operator-pattern';
import { re2Compiler } from '../../engine/rules/re2-compiler';

installPatternCompiler(re2Compiler);

export interface FieldPattern {
  pattern: string;
  minLength?: number;
  maxLength?: number;
}

/**
 * Whether a value satisfies an operator's field rule: its length bounds and its pattern, run by the
 * linear-time engine. A stored pattern the engine cannot run (only possible if written around the
 * publish check) checks the lengths alone rather than refusing every player.
 */
export function fieldValueMatches(rule: FieldPattern, value: string): boolean {
  if (!withinLength(value, rule.minLength, rule.maxLength)) return false;
  const test = operatorPattern(rule.pattern);
  return test ? test(value) : true;
}

/** Why an operator's pattern cannot be published, or null when it can. */
export function patternProblem(source: string): string | null {
  try {
    new RegExp(source);
  } catch (e) {
    return (e as Error).message;
  }
  if (!operatorPattern(source)) {
    return 'it uses syntax the linear-time pattern engine cannot run (lookahead, lookbehind or a backreference); state lengths in minLength/maxLength and write alternatives instead';
  }
  // Nested repetition such as ^(a+)+$ takes exponential time in a backtracking engine: refused even
  // though ours is linear, so the pattern stays safe wherever else it is copied.
  if (!safeRegex(source)) return 'it can take exponential time on some inputs (nested repetition such as (a+)+); write it without repeating a repetition';
  return null;
}
