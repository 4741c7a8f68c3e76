import { useId, useState } from 'react';
import { COMPARISONS, readCondition, writeCondition, type Comparison, type Condition, type Operand } from './model';
import { CONTEXT_PATHS } from './context-paths';

interface Props {
  rule: unknown;
  onChange: (rule: unknown) => void;
}

/** A literal as typed: JSON when it reads as JSON (numbers, true, null, ["a","b"]), else the text. */
function literalFrom(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
const literalText = (value: unknown) => (typeof value === 'string' && literalFrom(value) === value ? value : JSON.stringify(value));

/** Any JSON, kept as written; the change is taken when the text is valid JSON. */
function RawEditor({ rule, onChange, label }: { rule: unknown; onChange: (rule: unknown) => void; label: string }) {
  const [text, setText] = useState(JSON.stringify(rule));
  const [bad, setBad] = useState(false);
  return (
    <textarea
      aria-label={label}
      className={bad ? 'raw bad' : 'raw'}
      value={text}
      rows={Math.min(4, Math.ceil(text.length / 48))}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(JSON.parse(e.target.value));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

function OperandEditor({ operand, onChange, listId, label }: { operand: Operand; onChange: (o: Operand) => void; listId: string; label: string }) {
  if (operand.kind === 'raw') return <RawEditor rule={operand.rule} label={label} onChange={(rule) => onChange({ kind: 'raw', rule })} />;
  return (
    <span className="operand">
      <select aria-label={`${label} kind`} value={operand.kind} onChange={(e) => onChange(e.target.value === 'var' ? { kind: 'var', path: '', form: 'short' } : { kind: 'value', value: '' })}>
        <option value="var">context</option>
        <option value="value">value</option>
      </select>
      {operand.kind === 'var' ? (
        <input aria-label={label} list={listId} value={operand.path} placeholder="flags.CBS3" onChange={(e) => onChange({ ...operand, path: e.target.value })} />
      ) : (
        <input aria-label={label} value={literalText(operand.value)} onChange={(e) => onChange({ kind: 'value', value: literalFrom(e.target.value) })} />
      )}
    </span>
  );
}

function ConditionEditor({ condition, onChange, onRemove, listId, depth }: { condition: Condition; onChange: (c: Condition) => void; onRemove?: () => void; listId: string; depth: number }) {
  const remove = onRemove && <button type="button" className="link" aria-label="Remove this condition" onClick={onRemove}>✕</button>;
  switch (condition.kind) {
    case 'group':
      return (
        <div className="cond-group" role="group" aria-label={condition.op === 'and' ? 'All of' : 'Any of'}>
          <select aria-label="Combine" value={condition.op} onChange={(e) => onChange({ ...condition, op: e.target.value as 'and' | 'or' })}>
            <option value="and">all of</option>
            <option value="or">any of</option>
          </select>
          {remove}
          {condition.items.map((item, i) => (
            <ConditionEditor key={i} depth={depth + 1} listId={listId} condition={item}
              onChange={(next) => onChange({ ...condition, items: condition.items.map((c, j) => (j === i ? next : c)) })}
              onRemove={condition.items.length > 1 ? () => onChange({ ...condition, items: condition.items.filter((_, j) => j !== i) }) : undefined} />
          ))}
          <button type="button" onClick={() => onChange({ ...condition, items: [...condition.items, { kind: 'truthy', operand: { kind: 'var', path: '', form: 'short' }, double: false }] })}>+ condition</button>
        </div>
      );
    case 'not':
      return (
        <div className="cond-not">
          <strong>not</strong> {remove}
          <ConditionEditor depth={depth + 1} listId={listId} condition={condition.item} onChange={(item) => onChange({ ...condition, item })} onRemove={() => onChange(condition.item)} />
        </div>
      );
    case 'truthy':
      return (
        <div className="cond-row">
          <OperandEditor listId={listId} label="Value" operand={condition.operand} onChange={(operand) => onChange({ ...condition, operand })} />
          <span className="muted">is on</span>
          <button type="button" onClick={() => onChange({ kind: 'compare', op: '==', left: condition.operand, right: { kind: 'value', value: '' } })}>compare</button>
          {remove}
        </div>
      );
    case 'compare':
      return (
        <div className="cond-row">
          <OperandEditor listId={listId} label="Left" operand={condition.left} onChange={(left) => onChange({ ...condition, left })} />
          <select aria-label="Comparison" value={condition.op} onChange={(e) => onChange({ ...condition, op: e.target.value as Comparison })}>
            {COMPARISONS.map((op) => <option key={op}>{op}</option>)}
          </select>
          <OperandEditor listId={listId} label="Right" operand={condition.right} onChange={(right) => onChange({ ...condition, right })} />
          {remove}
        </div>
      );
    case 'literal':
      return (
        <div className="cond-row">
          <select aria-label="Always" value={String(condition.value)} onChange={(e) => onChange({ kind: 'literal', value: e.target.value === 'true' })}>
            <option value="true">always</option>
            <option value="false">never</option>
          </select>
          {remove}
        </div>
      );
    case 'raw':
      return <div className="cond-row"><RawEditor rule={condition.rule} label="Rule (JSON)" onChange={(rule) => onChange({ kind: 'raw', rule })} />{remove}</div>;
  }
}

/**
 * A `when` rule as controls: groups (all of / any of), not, comparisons of context values and
 * literals, with the documented context paths suggested. Parts with no control are edited as JSON
 * in place; a rule read and written back unchanged stays the same rule.
 */
export function ConditionBuilder({ rule, onChange }: Props) {
  const listId = useId();
  const condition = readCondition(rule);
  const set = (next: Condition) => onChange(writeCondition(next));
  return (
    <div className="condition-builder">
      <datalist id={listId}>{CONTEXT_PATHS.map((p) => <option key={p.path} value={p.path}>{p.meaning}</option>)}</datalist>
      <ConditionEditor depth={0} listId={listId} condition={condition} onChange={set} />
      <div className="cond-actions">
        <button type="button" onClick={() => set({ kind: 'not', item: condition, wrapped: false })}>negate</button>
        <button type="button" onClick={() => set({ kind: 'group', op: 'and', items: [condition, { kind: 'truthy', operand: { kind: 'var', path: '', form: 'short' }, double: false }] })}>and…</button>
        <button type="button" onClick={() => set({ kind: 'group', op: 'or', items: [condition, { kind: 'truthy', operand: { kind: 'var', path: '', form: 'short' }, double: false }] })}>or…</button>
      </div>
      <code className="cond-json">{JSON.stringify(rule)}</code>
    </div>
  );
}
