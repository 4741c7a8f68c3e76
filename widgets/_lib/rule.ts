import { isVisible } from '../../src/engine/conditions';
import type { EvalContext } from '../../src/engine/context';

/** A flag prop given as a json-logic rule (or a plain boolean); a missing rule is false. */
export function ruleIsTrue(rule: unknown, ctx: EvalContext): boolean {
  if (rule === undefined || rule === null) return false;
  if (typeof rule === 'boolean') return rule;
  return isVisible(rule, ctx);
}
