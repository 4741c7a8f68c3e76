import { watchConditions, type ConditionOutcome } from '../engine/condition-watch';
import { ruleReads } from '../engine/rule-reads';

/** A node as the studio names it: its document and its JSON pointer there. */
export interface NodeRef {
  documentId: string;
  pointer: string;
}

interface Fiber {
  memoizedProps?: unknown;
  return?: Fiber | null;
}

const fiberOf = (element: Element): Fiber | undefined => {
  const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
  return key ? ((element as unknown as Record<string, Fiber>)[key]) : undefined;
};

/**
 * The layout node that drew an element: React's own record of the tree (what its developer tools
 * read) is walked up to the nearest widget view (its props hold the resolved node) and the document
 * rendering it. Nothing is added to the page, so the preview draws exactly what players get.
 */
export function nodeOfElement(element: Element | null): NodeRef | null {
  for (let el = element; el; el = el.parentElement) {
    let pointer: string | null = null;
    for (let fiber = fiberOf(el); fiber; fiber = fiber.return ?? undefined) {
      const props = fiber.memoizedProps as { node?: { path?: unknown }; emit?: unknown; document?: { id?: unknown } } | null;
      if (!props || typeof props !== 'object') continue;
      if (pointer === null && props.node && typeof props.node.path === 'string' && typeof props.emit === 'function') pointer = props.node.path;
      if (pointer !== null && props.document && typeof props.document.id === 'string') return { documentId: props.document.id, pointer };
    }
  }
  return null;
}

let overlay: HTMLDivElement | null = null;

/** Outlines every element a node drew (a repeated template: each item), or clears the outline. */
export function highlight(ref: NodeRef | null): number {
  overlay?.remove();
  overlay = null;
  if (!ref) return 0;
  const same = (node: NodeRef | null) => node?.documentId === ref.documentId && node.pointer === ref.pointer;
  // Only the outermost element of the node: its inner elements are inside that box already.
  const drawn = Array.from(document.body.querySelectorAll('*')).filter((el) => same(nodeOfElement(el)) && !same(nodeOfElement(el.parentElement)));
  const visible = drawn.filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 || r.height > 0; });
  if (!visible.length) return 0;
  const firstBox = visible[0]!.getBoundingClientRect();
  if (firstBox.top < 0 || firstBox.bottom > window.innerHeight) visible[0]!.scrollIntoView({ block: 'center' });
  overlay = document.createElement('div');
  overlay.setAttribute('aria-hidden', 'true');
  Object.assign(overlay.style, { position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: '2147483647' });
  for (const el of visible) {
    const r = el.getBoundingClientRect();
    const box = document.createElement('div');
    Object.assign(box.style, { position: 'fixed', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px`, outline: '2px solid #4dabf7', background: 'rgba(77,171,247,0.15)' });
    overlay.append(box);
  }
  document.body.append(overlay);
  return visible.length;
}

/** Hidden nodes as the studio lists them: the rule, the facts it read, the verdict. */
export interface HiddenNode extends NodeRef {
  rule: unknown;
  reads: { path: string; value: unknown }[];
}

const cloneable = (value: unknown): unknown => {
  try {
    return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
  } catch {
    return String(value);
  }
};

/** Follows every condition the renderer evaluates; `report` gets the ones false now (latest verdict per node), a moment after the last change. */
export function followHiddenNodes(report: (hidden: HiddenNode[]) => void): () => void {
  const latest = new Map<string, ConditionOutcome>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    const hidden = [...latest.values()].filter((o) => !o.visible).map((o) => ({
      documentId: o.documentId,
      pointer: o.pointer,
      rule: cloneable(o.rule),
      reads: ruleReads(o.rule, o.context).map((r) => ({ path: r.path, value: cloneable(r.value) })),
    }));
    report(hidden);
  };
  const stop = watchConditions((outcome) => {
    latest.set(`${outcome.documentId}#${outcome.pointer}`, outcome);
    clearTimeout(timer);
    timer = setTimeout(send, 150);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
