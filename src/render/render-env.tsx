import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { widgetRegistry } from '../../widgets';
import { runActions } from '../actions/dispatcher';
import type { ActionSpec, LayoutDocument } from '../engine/types';
import type { EvalContext } from '../engine/context';
import type { ActionScope } from '../actions/types';
import type { ScreenStore } from '../state/screen';
import { contextFor, type RouteInfo } from '../state/context';
import { layouts } from '../state/platform';
import { createWidgetLookup, type WidgetLookup } from './registry';

export type { RouteInfo };

/**
 * Everything the renderer needs from its surroundings. The app fills it from the router; tests
 * and the snapshot tool give fixed values. Anything left out falls back to the real modules.
 */
export interface RenderEnv {
  route: RouteInfo;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  back: () => void;
  lookup: WidgetLookup;
  contextFor: (screen: ScreenStore, route: RouteInfo) => EvalContext;
  runActions: (actions: ActionSpec[], scope: ActionScope) => Promise<void>;
  /** Layout documents by id (Include, chrome fragments); reading it may subscribe to a signal. */
  getDocument: (id: string) => LayoutDocument | undefined;
}

const EnvContext = createContext<Partial<RenderEnv>>({});

let defaultLookup: WidgetLookup | undefined;
/** The registry of widgets/index.ts, built on first use (the list imports views that import us). */
export function getDefaultLookup(): WidgetLookup {
  defaultLookup ??= createWidgetLookup(widgetRegistry);
  return defaultLookup;
}

export function routeFromLocation(pathname: string, search: string): RouteInfo {
  return { path: pathname, query: Object.fromEntries(new URLSearchParams(search)) };
}

function browserRoute(): RouteInfo {
  if (typeof window === 'undefined') return { path: '/m/home', query: {} };
  return routeFromLocation(window.location.pathname, window.location.search);
}

const defaults: Omit<RenderEnv, 'route' | 'lookup'> = {
  navigate: (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  back: () => window.history.back(),
  contextFor,
  runActions,
  getDocument: (id) => layouts.value[id],
};

/** Overrides part of the environment for everything below; unset parts come from the parent. */
export function RenderEnvProvider({ value, children }: { value: Partial<RenderEnv>; children: ReactNode }) {
  const parent = useContext(EnvContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <EnvContext.Provider value={merged}>{children}</EnvContext.Provider>;
}

export function useRenderEnv(): RenderEnv {
  const given = useContext(EnvContext);
  return useMemo(
    () => ({
      ...defaults,
      ...given,
      route: given.route ?? browserRoute(),
      lookup: given.lookup ?? getDefaultLookup(),
    }),
    [given],
  );
}
