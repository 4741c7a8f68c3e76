import { useSyncExternalStore } from 'react';
import { CORE_ICON_PATHS, type IconName } from './icons';

type ExtraPaths = Record<string, string>;
let extra: ExtraPaths | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the extra icon paths once (started at boot; a failed fetch is tried again by the next icon). */
export function loadExtraIcons(): Promise<void> {
  loading ??= import('./icons-extra').then(
    (module) => {
      extra = module.EXTRA_ICON_PATHS;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!extra) void loadExtraIcons();
  return () => listeners.delete(listener);
}

/** The icon's path: at once for the core set, after the extra chunk arrives for the others (the box keeps its size meanwhile). */
export function useIconPath(name: IconName): string {
  const table = useSyncExternalStore(subscribe, () => extra, () => extra);
  return (CORE_ICON_PATHS as Record<string, string>)[name] ?? table?.[name] ?? '';
}
