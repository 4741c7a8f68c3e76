import { effect } from '@preact/signals-react';
import { boot, type BootPhase } from '../state/platform';

/** What the platform drew the page with (src/server/static/page-data.ts, `wl-drawn`). */
export interface DrawnPageFacts {
  screen: string;
  lang: string;
  /** The queries whose answers (from the data block) the page shows. */
  queries: string[];
  /** Drawn as a member's (of the type the view cookie said), with none of their own answers. */
  member?: boolean;
}

/** The facts of a page the platform drew into `container`, or null (drawn by the app, or unreadable). */
export function drawnPageFacts(container: HTMLElement): DrawnPageFacts | null {
  if (container.dataset.drawn !== '1') return null;
  try {
    const facts = JSON.parse(document.getElementById('wl-drawn')?.textContent ?? 'null') as Partial<DrawnPageFacts> | null;
    if (typeof facts?.screen !== 'string' || typeof facts.lang !== 'string' || !Array.isArray(facts.queries)) return null;
    return facts as DrawnPageFacts;
  } catch {
    return null;
  }
}

/** Settles with the boot's outcome once it is no longer loading. */
export function bootSettled(): Promise<BootPhase> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      const { phase } = boot.value;
      if (phase === 'loading') return;
      resolve(phase);
      queueMicrotask(() => stop());
    });
  });
}

/** The promise's settling, or `ms` passing, whichever comes first. */
export function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
