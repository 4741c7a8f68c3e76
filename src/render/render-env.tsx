import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActionSpec, LayoutDocument } from '../engine/types';
import type { EvalContext } from '../engine/context';
import type { QuerySpecs } from '../engine/queries';
import type { ScreenStore } from '../state/screen';
import type { WidgetLookup } from './registry';

export interface RouteInfo {
  path: string;
  query: Record<string, string>;
  /** The route entry's own fixed values (routes.json `params`). */
  params?: Record<string, string>;
}

/** What a list of actions runs with; the dispatcher adds the rest. */
export interface ActionRunScope {
  screen: ScreenStore;
  context: () => EvalContext;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  back: () => void;
  event?: Record<string, unknown>;
}

/**
 * Everything the renderer needs from its surroundings. The app's composition root provides the
 * widget registry, the dispatcher, the context and the documents; the router adds the route and
 * navigation. Tests and the snapshot tool give their own. The renderer imports none of them.
 */
export interface RenderEnv {
  route: RouteInfo;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  back: () => void;
  lookup: WidgetLookup;
  contextFor: (screen: ScreenStore, route: RouteInfo) => EvalContext;
  runActions: (actions: readonly ActionSpec[], scope: ActionRunScope) => Promise<void>;
  /** Layout documents by id (Include, chrome fragments); reading it may subscribe to a signal. */
  getDocument: (id: string) => LayoutDocument | undefined;
  /**
   * Whether a screen not here yet is on its way: a first visit gets its own page's documents first
   * and the rest after load, and a link to a screen still coming is a link to a real screen.
   */
  screenComing: (id: string) => boolean;
  /** Starts a document's queries into the store (`data.<name>`); answers how to stop them. */
  mountQueries: (
    specs: QuerySpecs | undefined,
    store: ScreenStore,
    context: () => EvalContext,
    report: (name: string, path: string, message: string) => void,
  ) => () => void;
}

const EnvContext = createContext<Partial<RenderEnv>>({});

export function routeFromLocation(pathname: string, search: string, params: Record<string, string> = {}): RouteInfo {
  return { path: pathname, query: Object.fromEntries(new URLSearchParams(search)), params };
}

function browserRoute(): RouteInfo {
  if (typeof window === 'undefined') return { path: '/m/home', query: {} };
  return routeFromLocation(window.location.pathname, window.location.search);
}

function missing(what: string): never {
  throw new Error(`render environment: no ${what} was provided (the app's composition root gives it)`);
}

const noRegistry: WidgetLookup = {
  definitions: [],
  get: () => missing('widget registry'),
  validate: () => missing('widget registry'),
};

const defaults: Omit<RenderEnv, 'route'> = {
  navigate: (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  back: () => window.history.back(),
  lookup: noRegistry,
  contextFor: () => missing('context'),
  runActions: () => missing('dispatcher'),
  getDocument: () => undefined,
  screenComing: () => false,
  mountQueries: () => () => undefined,
};

/** Overrides part of the environment for everything below; unset parts come from the parent. */
export function RenderEnvProvider({ value, children }: { value: Partial<RenderEnv>; children: ReactNode }) {
  const parent = useContext(EnvContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <EnvContext.Provider value={merged}>{children}</EnvContext.Provider>;
}

export function useRenderEnv(): RenderEnv {
  const given = useContext(EnvContext);
  return useMemo(() => ({ ...defaults, ...given, route: given.route ?? browserRoute() }), [given]);
}
