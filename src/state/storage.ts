/**
 * Guarded access to localStorage. Private mode, a full quota, a missing storage (Node, old
 * WebViews) or corrupt JSON must never crash the app: reads fall back to a default, writes
 * report failure with `false`.
 */

/**
 * Inside the studio's preview frame the app keeps everything in the studio tab's sessionStorage:
 * the operator's preview session and copies never reach the players' app in the same browser, and
 * the studio chooses who the preview is signed in as by writing the session there.
 */
function inStudioPreview(): boolean {
  try {
    const w = (globalThis as { window?: Window }).window;
    return !!w && w.parent !== w && w.name === 'studio-preview';
  } catch {
    return false;
  }
}
const PREVIEW = inStudioPreview();

function store(): Storage | null {
  try {
    const candidate = (globalThis as { localStorage?: Storage; sessionStorage?: Storage })[PREVIEW ? 'sessionStorage' : 'localStorage'];
    return candidate ?? null;
  } catch {
    // Some browsers throw on mere access to localStorage when storage is disabled.
    return null;
  }
}

export function readText(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string): boolean {
  const s = store();
  if (!s) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/**
 * Reads JSON and hands it to `accept`, which returns the typed value or null when the shape is
 * wrong (a stale or tampered entry). Anything unreadable yields `fallback`.
 */
export function readJson<T>(key: string, accept: (raw: unknown) => T | null, fallback: T): T {
  const text = readText(key);
  if (text === null) return fallback;
  try {
    return accept(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    return writeText(key, JSON.stringify(value));
  } catch {
    return false;
  }
}
