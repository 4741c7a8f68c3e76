import { computed } from '@preact/signals-react';
import { Suspense, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { EvalContext } from '../engine/context';
import type { QuerySpecs } from '../engine/queries';
import { collectFields } from '../engine/fields';
import { patternsReady } from '../engine/rules/load-pattern-engine';
import { resolveTree } from '../engine/resolve';
import type { FragmentDocument, LayoutIssue, ResolvedNode, ScreenDocument } from '../engine/types';
import type { FieldSpec, ScreenStore } from '../state/screen';
import { DocumentChain } from './document-chain';
import { reportLayoutIssue, reportLayoutIssues } from './issues';
import { pendingLazyDefinitions, preloadDefinitions } from './lazy-views';
import { includedFragments } from '../engine/included-fragments';
import { HoistedQueries } from './hoisted-queries';
import { DocumentBoundary } from './document-boundary';
import { useNodeScope } from './node-renderer';
import { useRenderEnv } from './render-env';
import { ScreenContext, useScreen } from './screen-context';
import { useSignalValue } from './use-signal-value';
import { TranslateProvider } from './use-text';

export interface LayoutRendererProps {
  document: ScreenDocument | FragmentDocument;
  /** The screen's store; fragments inside a screen share the screen's store by default. */
  screen?: ScreenStore;
  /**
   * Keep screen.fields in step with the visible fields (what form.validate checks). On by default
   * for screens; fragments (header, panels) never own the screen's fields.
   */
  collectFields?: boolean;
  /**
   * Shown while the document's widgets are still downloading: a part drawn above the page (the
   * header) keeps its place with it, so the page does not jump down when the part arrives.
   */
  pending?: ReactNode;
}

interface Resolution {
  ctx: EvalContext;
  tree: ResolvedNode | null;
  issues: LayoutIssue[];
}

/**
 * Renders a screen or fragment document. Conditions are resolved inside a computed, so the tree
 * re-resolves whenever a signal its rules read changes (the context is read part by part and key
 * by key, so only those: state/context.ts); the resolver hands back unchanged nodes as the same
 * objects, and when nothing visible changed the computed keeps its value, so this component does
 * not even re-render.
 */
export function LayoutRenderer({ document, screen, collectFields: collect, pending: whilePending = null }: LayoutRendererProps): ReactNode {
  const env = useRenderEnv();
  const inherited = useScreen();
  const store = screen ?? inherited;
  const { route, lookup, contextFor } = env;
  const keepFields = collect ?? document.kind === 'screen';
  const outer = useContext(DocumentChain);
  const chain = useMemo(() => [...outer, document.id], [outer, document.id]);

  const resolution = useMemo(() => {
    let last: Resolution | null = null;
    return computed((): Resolution => {
      const ctx = contextFor(store, route);
      const { tree, issues } = resolveTree(document.root, ctx, lookup, document.id, { previous: last?.tree });
      if (last && last.tree === tree && sameIssues(last.issues, issues)) return last;
      last = { ctx, tree, issues };
      return last;
    });
  }, [document, store, route, lookup, contextFor]);
  const { tree, issues } = useSignalValue(resolution);
  const scope = useNodeScope(env, store, document.id);

  // The document's queries run while it is shown; the latest route is read when they look. A
  // screen also runs those of the fragments it includes (they share its store), so their data
  // loads alongside the screen's views; such a fragment then does not start them again.
  const routeNow = useRef(route);
  routeNow.current = route;
  const hoistedAbove = useContext(HoistedQueries);
  const fragments = useMemo(
    () => (document.kind === 'screen' ? includedFragments(document, env.getDocument) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document],
  );
  const hoisted = useMemo(() => new Set([...hoistedAbove, ...fragments.map((fragment) => fragment.id)]), [hoistedAbove, fragments]);
  useEffect(() => {
    // All of them start together (one write of the page's data, not one per document: every write
    // re-resolves each document sharing the store). A name given twice is the screen's (or the
    // first fragment's): both would have fed the same data.<name>.
    const owned = hoistedAbove.has(document.id) ? [] : [document, ...fragments];
    const specs: QuerySpecs = {};
    const declaredBy: Record<string, string> = {};
    for (const doc of owned) {
      for (const [name, spec] of Object.entries(doc.queries ?? {})) {
        if (Object.hasOwn(specs, name)) continue;
        specs[name] = spec;
        declaredBy[name] = doc.id;
      }
    }
    if (Object.keys(specs).length === 0) return;
    return env.mountQueries(specs, store, () => contextFor(store, routeNow.current), (name, path, message) =>
      reportLayoutIssue({ documentId: declaredBy[name] ?? document.id, path: `/queries/${name}${path}`, message }),
    );
    // A new version of the document or another store restarts them; a re-render does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document, store, fragments]);

  useEffect(() => reportLayoutIssues(issues), [issues]);

  useEffect(() => {
    if (!keepFields) return;
    const next = tree ? collectFields(tree) : [];
    if (!sameFields(store.fields.peek(), next)) store.fields.value = next;
    // Start loading the pattern engine as soon as a field with an operator pattern shows.
    void patternsReady(next);
  }, [keepFields, tree, store]);

  const [loads, loaded] = useReducer((n: number) => n + 1, 0);
  // A walk over the whole tree: once per resolved tree (and per finished load), not per render.
  // `loads` is not read: a finished load changes what is pending without changing the tree.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pending = useMemo(() => pendingLazyDefinitions(tree, lookup), [tree, lookup, loads]);
  const pendingKey = pending.map((d) => d.type).join(',');
  useEffect(() => {
    if (!pendingKey) return;
    let live = true;
    void preloadDefinitions(pending).then(() => live && loaded());
    return () => {
      live = false;
    };
    // pending is derived from pendingKey; the key alone decides when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingKey]);

  if (!tree) return null;
  if (pending.length > 0) return whilePending;
  return (
    <DocumentChain.Provider value={chain}>
      <HoistedQueries.Provider value={hoisted}>
        <ScreenContext.Provider value={store}>
          <TranslateProvider>
            {/* A page drawn by the platform is taken over document by document, each in a task of
                its own, instead of in one long task for the whole page; nothing here suspends. */}
            <Suspense fallback={null}>
              <DocumentBoundary scope={scope} tree={tree} version={document} />
            </Suspense>
          </TranslateProvider>
        </ScreenContext.Provider>
      </HoistedQueries.Provider>
    </DocumentChain.Provider>
  );
}

function sameIssues(a: readonly LayoutIssue[], b: readonly LayoutIssue[]): boolean {
  return a.length === b.length && a.every((issue, i) => issue.path === b[i].path && issue.message === b[i].message);
}

function sameFields(a: readonly FieldSpec[], b: readonly FieldSpec[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}
