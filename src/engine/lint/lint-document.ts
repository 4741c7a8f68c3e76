import { isVisible } from '../conditions';
import { NODE_KEYS, propPointer, writtenProps } from '../node-props';
import { childPointer } from '../pointer';
import { bundleFacts, navigationProblem, type BundleFacts } from './bundle-facts';
import { checkPath, varPaths, type PathScope } from './context-paths';
import { findRouteCycle } from './route-cycles';
import { lintTextOverrides } from './texts';
import { buildContext, VISITOR } from '../build-context';
import type { LintCatalogue, LintFinding } from './types';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isBinding = (value: unknown): value is { $: unknown } => isObject(value) && Object.keys(value).length === 1 && '$' in value;
const isActionObject = (value: unknown): value is Record<string, unknown> => isObject(value) && typeof value.do === 'string';
/** Keys of an action that hold nested action lists. */
const NESTED_LISTS = ['then', 'else', 'onSuccess', 'onError'];
/** Context roots the lint matrix varies; a condition reading only these can be checked for constancy. */
const MATRIX_ROOTS = ['flags', 'member', 'device'];

type Scope = Omit<PathScope, 'queries' | 'flags'>;

/**
 * Everything in one document the app would otherwise silently ignore or get wrong, each with its
 * JSON pointer: unknown calls, params, text keys, flags, context paths, named lists and events,
 * navigation to no route, duplicate node ids (errors); dead links to routes without a screen yet
 * and conditions that never change across the snapshot matrix (warnings). Never throws.
 */
/** Without the QA matrix: a guest and a member, every switch unset. */
const BASIC_CONTEXTS = [buildContext({}), buildContext({ member: { ...VISITOR, loggedIn: true, type: 0 } })] as unknown as Record<string, unknown>[];

export function lintExpandedDocument(doc: unknown, documents: Readonly<Record<string, unknown>>, catalogue: LintCatalogue): LintFinding[] {
  const findings: LintFinding[] = [];
  const error = (path: string, message: string): void => void findings.push({ severity: 'error', path, message });
  const warn = (path: string, message: string): void => void findings.push({ severity: 'warning', path, message });
  if (!isObject(doc)) return findings;
  const facts: BundleFacts = bundleFacts({ ...documents, ...(typeof doc.id === 'string' ? { [doc.id]: doc } : {}) });
  const ids = new Map<string, string>();

  /** A rule's context paths; a visibility rule (not a computed value) is also tried across the matrix. */
  function condition(rule: unknown, path: string, scope: Scope, visibility = true): void {
    const paths = varPaths(rule);
    for (const varPath of paths) {
      const problem = checkPath(varPath, { ...scope, queries: facts.queries, flags: catalogue.flags });
      if (problem) error(path, problem);
    }
    const matrix = catalogue.matrix;
    if (!visibility || !matrix?.length || paths.length === 0 || !paths.every((p) => MATRIX_ROOTS.includes(p.split('.')[0]))) return;
    try {
      const outcomes = new Set(matrix.map((ctx) => isVisible(rule, ctx)));
      if (outcomes.size === 1) warn(path, `this condition is always ${[...outcomes][0]} for every flag set and member type of the snapshot matrix`);
    } catch {
      // A rule that does not evaluate is reported by the schema and at render time.
    }
  }

  function textKey(value: string, path: string): void {
    // "t:key|fallback" has a fallback, so only a plain key must exist.
    if (value.startsWith('t:') && !value.includes('|') && !catalogue.textKeys.has(value.slice(2))) error(path, `unknown text key "${value.slice(2)}"`);
  }

  function navigation(to: unknown, path: string): void {
    const target = typeof to === 'string' ? to : linkTemplate(to);
    if (target === undefined || !target.startsWith('/')) return;
    const problem = navigationProblem(target, facts);
    if (problem) findings.push({ ...problem, path });
  }

  /** Props and params: text keys, bindings, entries with `when`; actions inside are left to actionList. */
  function values(value: unknown, path: string, scope: Scope): void {
    if (typeof value === 'string') {
      textKey(value, path);
      return;
    }
    if (isBinding(value)) {
      condition(value.$, path, scope, false);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => values(item, childPointer(path, i), scope));
      return;
    }
    if (!isObject(value) || isActionObject(value)) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'when') condition(item, childPointer(path, key), scope);
      else values(item, childPointer(path, key), scope);
    }
  }

  /** A call and its params; form.submit adds its form fields (`fields`: names, or param → field) to them. */
  function callCheck(call: unknown, params: unknown, path: string, fields?: unknown): void {
    if (typeof call !== 'string') return;
    const known = catalogue.calls.get(call);
    if (!known) return error(childPointer(path, 'call'), `unknown call "${call}"`);
    if (params !== undefined && !isObject(params)) return error(childPointer(path, 'params'), 'params are an object');
    const written = (params ?? {}) as Record<string, unknown>;
    const fromForm = Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : isObject(fields) ? Object.keys(fields) : [];
    const problem = known.checkParams(written, fields !== undefined);
    if (problem) error(childPointer(path, 'params'), `params of "${call}": ${problem}`);
    const unknownField = fromForm.map((name) => known.checkParams({ [name]: { $: null } }, true)).find(Boolean);
    if (unknownField) error(childPointer(path, 'fields'), `fields of "${call}": ${unknownField}`);
  }

  function actionList(list: unknown, path: string, scope: Scope): void {
    if (!Array.isArray(list)) return;
    list.forEach((action, index) => {
      const at = childPointer(path, index);
      if (!isActionObject(action)) return;
      const inner = { ...scope, event: true };
      for (const [key, value] of Object.entries(action)) {
        const keyPath = childPointer(at, key);
        if (key === 'do') continue;
        if (key === 'when') condition(value, keyPath, inner);
        else if (NESTED_LISTS.includes(key)) actionList(value, keyPath, scope);
        else if (key === 'where') condition(value, keyPath, { ...inner, item: true });
        else values(value, keyPath, inner);
      }
      if (action.do === 'navigate' || action.do === 'replace') navigation(action.to, childPointer(at, 'to'));
      if (action.do === 'api') callCheck(action.call, action.params, at);
      if (action.do === 'form.submit') callCheck(action.call, action.params, at, action.fields ?? []);
      if (action.do === 'run' && typeof action.list === 'string' && !facts.namedLists.has(action.list)) {
        error(childPointer(at, 'list'), `unknown action list "${action.list}" (not in the actions document)`);
      }
      if (String(action.do).startsWith('query.') && typeof action.query === 'string' && !facts.queries.has(action.query)) {
        error(childPointer(at, 'query'), `no document declares a query "${action.query}"`);
      }
    });
  }

  function node(value: unknown, path: string, scope: Scope): void {
    if (!isObject(value) || typeof value.type !== 'string') return;
    const widget = catalogue.widgets.get(value.type);
    if (!widget) error(childPointer(path, 'type'), `unknown widget type "${value.type}"`);
    if (typeof value.id === 'string') {
      const first = ids.get(value.id);
      if (first) error(childPointer(path, 'id'), `node id "${value.id}" is used twice in this document (first at ${first})`);
      else ids.set(value.id, path);
    }
    if (value.when !== undefined) condition(value.when, childPointer(path, 'when'), scope);
    if (isObject(value.props) && Object.keys(value).some((key) => !NODE_KEYS.has(key))) {
      error(path, `a node writes its props inline or in "props", not both (inline: ${Object.keys(value).filter((key) => !NODE_KEYS.has(key)).join(', ')})`);
    }
    for (const [key, prop] of Object.entries(writtenProps(value))) {
      const propPath = propPointer(value, path, key);
      if (widget?.slots.includes(key)) node(prop, propPath, key === widget.repeat ? { ...scope, item: true } : scope);
      else if (widget?.ruleProps.includes(key) && !isBinding(prop)) condition(prop, propPath, scope);
      else values(prop, propPath, scope);
      if (key === 'to') navigation(prop, propPath);
    }
    for (const [event, list] of Object.entries(isObject(value.on) ? value.on : {})) {
      if (widget && !widget.events.includes(event)) {
        error(childPointer(path, 'on', event), `${value.type} never raises "${event}"${widget.events.length ? ` (it raises ${widget.events.join(', ')})` : ' (it raises no events)'}`);
      }
      actionList(list, childPointer(path, 'on', event), scope);
    }
    if (Array.isArray(value.children)) value.children.forEach((child, i) => node(child, childPointer(path, 'children', i), scope));
    if (value.fallback !== undefined) node(value.fallback, childPointer(path, 'fallback'), scope);
  }

  const base: Scope = { item: false, event: false, args: false };
  switch (doc.kind) {
    case 'screen':
    case 'fragment':
      for (const [name, spec] of Object.entries(isObject(doc.queries) ? doc.queries : {})) {
        const at = childPointer('/queries', name);
        if (!isObject(spec)) continue;
        callCheck(spec.call, spec.params, at);
        // A query is run again, ahead of time and by the server for a guest's first screen: it may only read.
        const writes = typeof spec.call === 'string' ? catalogue.calls.get(spec.call)?.writes : undefined;
        if (writes) error(childPointer(at, 'call'), `"${spec.call}" changes something (${writes}): a query only reads; send it with the api action`);
        if (isObject(spec.params)) values(spec.params, childPointer(at, 'params'), base);
        if (spec.when !== undefined) condition(spec.when, childPointer(at, 'when'), base);
        if (spec.paging !== undefined && typeof spec.call === 'string' && catalogue.calls.get(spec.call)?.paged === false) {
          error(childPointer(at, 'paging'), `"${spec.call}" is not a paged call`);
        }
      }
      actionList(doc.onEnter, '/onEnter', base);
      node(doc.root, '/root', base);
      break;
    case 'actions':
      for (const [name, list] of Object.entries(isObject(doc.lists) ? doc.lists : {})) actionList(list, childPointer('/lists', name), { ...base, args: true });
      break;
    case 'chrome':
      values(doc.titles, '/titles', base);
      (Array.isArray((doc.footer as { items?: unknown })?.items) ? ((doc.footer as { items: unknown[] }).items) : []).forEach((item, i) => {
        const at = childPointer('/footer/items', i);
        if (!isObject(item)) return;
        if (typeof item.label === 'string') textKey(item.label, childPointer(at, 'label'));
        if (item.when !== undefined) condition(item.when, childPointer(at, 'when'), base);
        actionList(item.on, childPointer(at, 'on'), base);
      });
      break;
    case 'routes': {
      const refusals = isObject(doc.refusals) ? doc.refusals : {};
      for (const [name, refusal] of Object.entries(refusals)) {
        if (!isObject(refusal)) continue;
        const at = childPointer('/refusals', name);
        condition(refusal.when, childPointer(at, 'when'), base);
        if (typeof refusal.toast === 'string') textKey(refusal.toast, childPointer(at, 'toast'));
      }
      (Array.isArray(doc.routes) ? doc.routes : []).forEach((entry, i) => {
        const at = childPointer('/routes', i);
        if (!isObject(entry)) return;
        (Array.isArray(entry.refuse) ? entry.refuse : []).forEach((name, j) => {
          if (typeof name === 'string' && !Object.hasOwn(refusals, name)) error(childPointer(childPointer(at, 'refuse'), j), `no refusal "${name}" in this document's refusals`);
        });
        if (entry.when !== undefined) condition(entry.when, childPointer(at, 'when'), base);
        if (typeof entry.redirect === 'string' && !facts.routes.has(entry.redirect.split('?')[0])) error(childPointer(at, 'redirect'), `no route matches the redirect "${entry.redirect}"`);
      });
      {
        const cycle = findRouteCycle(doc, catalogue.matrix?.length ? catalogue.matrix : BASIC_CONTEXTS);
        if (cycle) {
          // Every route of the loop is pointed at: any of them may be the one to change.
          const pointers = cycle.indexes.length ? cycle.indexes.map((i) => childPointer(childPointer('/routes', i), 'redirect')) : ['/routes'];
          const message = `the redirects loop for a ${cycle.who}: ${cycle.paths.join(' → ')} (players would bounce between these pages for ever; routes ${pointers.join(' and ')})`;
          pointers.forEach((at) => error(at, message));
        }
      }
      break;
    }
    case 'texts':
      findings.push(...lintTextOverrides(doc.languages, { keys: catalogue.textKeys, languages: catalogue.textLanguages }));
      break;
  }
  return findings;
}

/**
 * A link built at run time, `{ "$": { "cat": ["/m/x?id=", { "var": "item.id" }] } }`, as the
 * lint can read it: the literal parts kept, each computed part a placeholder value.
 */
function linkTemplate(to: unknown): string | undefined {
  if (!isBinding(to)) return undefined;
  const rule = to.$ as { cat?: unknown };
  if (!isObject(rule) || !Array.isArray(rule.cat) || typeof rule.cat[0] !== 'string') return undefined;
  const link = rule.cat.map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : '{value}')).join('');
  // A path that is itself computed cannot be checked here.
  return link.split(/[?#]/)[0].includes('{value}') ? undefined : link;
}

