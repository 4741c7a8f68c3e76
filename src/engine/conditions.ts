import jsonLogic from 'json-logic-js';
import { EXTRA_OPERATIONS } from './operations';
import { expandShorthand } from './shorthand';

export { expandShorthand };

let operationsAdded = false;

/**
 * json-logic with the layout operations (operations.ts). They are added on the first evaluation,
 * not when this module is imported: importing the engine changes nothing by itself.
 */
function evaluator(): typeof jsonLogic {
  if (!operationsAdded) {
    for (const [name, operation] of Object.entries(EXTRA_OPERATIONS)) jsonLogic.add_operation(name, operation);
    operationsAdded = true;
  }
  return jsonLogic;
}

/**
 * json-logic over plain data. json-logic-js 2.x interprets rules by walking them (no eval, no
 * new Function), so it runs under the client's strict CSP; it passes the official suite
 * (tests/engine/conditions.conformance.test.ts).
 */
export type Rule = unknown;

/** Evaluates a json-logic rule (short reads, `"@path"`, included: shorthand.ts). Throws on an unknown operator: callers decide how to report it. */
export function evaluate(rule: Rule, data: unknown): unknown {
  return evaluator().apply(expandShorthand(rule) as jsonLogic.RulesLogic, data);
}

/** json-logic truthiness: like JavaScript, except that an empty array is false. */
export function truthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/**
 * Whether a node (or entry, or action) guarded by `when` applies. No condition means "always".
 * A present condition is evaluated and tested with json-logic truthiness, so a literal
 * null / false / 0 / "" / [] hides the node.
 */
export function isVisible(when: Rule | undefined, ctx: unknown): boolean {
  if (when === undefined) return true;
  return truthy(evaluate(when, ctx));
}

/** Like isVisible, but never throws: a broken condition hides and hands back the error text. */
export function checkVisible(when: Rule | undefined, ctx: unknown): { visible: boolean; error?: string } {
  try {
    return { visible: isVisible(when, ctx) };
  } catch (error) {
    return { visible: false, error: `condition failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
