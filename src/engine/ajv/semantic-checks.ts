import { childPointer } from '../pointer';
import { propPointer, writtenProps } from '../node-props';
import { isKnownRule, RULE_NAMES } from '../rules';
import type { PointedMessage } from './format-errors';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What JSON Schema cannot see: a field's `rule` must name one of the engine's rules (widget
 * schemas accept any string, the rule list lives in the engine).
 */
export function checkFieldRules(doc: unknown): PointedMessage[] {
  const problems: PointedMessage[] = [];
  const visit = (node: unknown, path: string) => {
    if (!isObject(node)) return;
    const props = writtenProps(node);
    if (typeof props.rule === 'string' && !isKnownRule(props.rule)) {
      problems.push({ path: propPointer(node, path, 'rule'), message: `unknown field rule "${props.rule}" (known: ${RULE_NAMES.join(', ')})` });
    }
    if (Array.isArray(node.children)) node.children.forEach((child, index) => visit(child, childPointer(path, 'children', index)));
    if (node.fallback) visit(node.fallback, childPointer(path, 'fallback'));
  };
  if (isObject(doc)) visit(doc.root, '/root');
  return problems;
}
