import type { ResolvedNode } from './types';

/** What a visible field contributes to validation (the screen store re-exports this type). */
export interface FieldSpec {
  name: string;
  /** Named rule from ./rules (loginUsername, loginPassword, …). */
  rule?: string;
  required?: boolean;
  maxLength?: number;
  /** For confirm fields: name of the field it must equal. */
  equals?: string;
  /** i18n keys for messages, overriding the rule's defaults. */
  messages?: Record<string, string>;
  /** For rule "pattern": the server's registration setting ({ pattern, message }). */
  pattern?: string;
  patternMessage?: string;
  /** The server's minimum length for that field, shown in messages such as "at least {{min}} digits". */
  minLength?: number;
  /** For rule "amount": the smallest and largest amount allowed (a channel's limits, the balance). */
  minValue?: number;
  maxValue?: number;
  /** The field's label as the player reads it (a "t:" key or text): generic messages name the field. */
  label?: string;
}

const RULE_KEYS = ['rule', 'required', 'equals', 'maxLength', 'pattern'] as const;

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function fieldOf(props: Record<string, unknown>): FieldSpec | null {
  if (typeof props.name !== 'string' || !props.name) return null;
  if (!RULE_KEYS.some((key) => props[key] !== undefined && props[key] !== false)) return null;
  const spec: FieldSpec = { name: props.name };
  if (typeof props.rule === 'string') spec.rule = props.rule;
  if (typeof props.required === 'boolean') spec.required = props.required;
  if (typeof props.maxLength === 'number') spec.maxLength = props.maxLength;
  if (typeof props.equals === 'string') spec.equals = props.equals;
  if (typeof props.pattern === 'string') spec.pattern = props.pattern;
  if (typeof props.patternMessage === 'string') spec.patternMessage = props.patternMessage;
  if (typeof props.minLength === 'number') spec.minLength = props.minLength;
  if (typeof props.minValue === 'number') spec.minValue = props.minValue;
  if (typeof props.maxValue === 'number') spec.maxValue = props.maxValue;
  const messages = stringRecord(props.messages);
  if (messages) spec.messages = messages;
  if (typeof props.label === 'string' && props.label.trim()) spec.label = props.label;
  return spec;
}

/**
 * The fields of a resolved (visible) tree, in document order: nodes whose props carry a `name`
 * and something to check (rule, required, equals, maxLength, pattern). Hidden fields are not in
 * the tree, so they are never validated. A name seen twice keeps its first node.
 */
export function collectFields(tree: ResolvedNode | null): FieldSpec[] {
  const fields: FieldSpec[] = [];
  const seen = new Set<string>();
  const visit = (node: ResolvedNode) => {
    const field = fieldOf(node.props);
    if (field && !seen.has(field.name)) {
      seen.add(field.name);
      fields.push(field);
    }
    node.children.forEach(visit);
    // Fields built from data (a repeated template over the registration settings) count too.
    node.items?.forEach(visit);
  };
  if (tree) visit(tree);
  return fields;
}
