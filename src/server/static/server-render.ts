import type { FastifyBaseLogger } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawnPage, PageToDraw } from '../../engine/drawn-page';

export type { DrawnPage, PageToDraw };

interface DrawingModule {
  prepareDrawing(): Promise<void>;
  drawPage(page: PageToDraw): DrawnPage | null;
}

/**
 * A page that takes longer than this to draw is sent as before (the app draws it) and said once:
 * drawing holds the platform's one thread, and every other call waits behind it.
 */
export const DRAW_BUDGET_MS = 250;

export interface PageDrawer {
  /** The page, or null: no drawer built, nothing to draw there, or drawing failed or was too slow. */
  draw(page: PageToDraw): Promise<DrawnPage | null>;
}

/**
 * Draws guests' first pages with the app's own code, built by `vite build --ssr` into `dir`. Read
 * again when a new build replaced it (the page must be the one the served client hydrates); with
 * no build there, pages go as before. A failure is logged once per kind and the page goes as before.
 */
export function pageDrawer(dir: string, log: FastifyBaseLogger, budgetMs = DRAW_BUDGET_MS): PageDrawer {
  const file = join(dir, 'render-page.js');
  let loaded: { mtimeMs: number; module: Promise<DrawingModule> } | null = null;
  const said = new Set<string>();
  const sayOnce = (kind: string, message: string, detail?: unknown) => {
    if (said.has(kind)) return;
    said.add(kind);
    log.warn({ err: detail }, message);
  };
  const moduleNow = (): Promise<DrawingModule> | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(async (m: DrawingModule) => {
        await m.prepareDrawing();
        return m;
      });
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  };
  return {
    async draw(page) {
      try {
        const module = await moduleNow();
        if (!module) return null;
        const started = performance.now();
        const drawn = module.drawPage(page);
        const took = performance.now() - started;
        if (took > budgetMs) {
          sayOnce(`slow:${page.url}`, `page drawing: ${page.url} took ${Math.round(took)} ms (budget ${budgetMs}); sent for the app to draw`);
          return null;
        }
        return drawn;
      } catch (error) {
        sayOnce(`failed:${error instanceof Error ? error.message : String(error)}`, `page drawing failed for ${page.url}; sent for the app to draw`, error);
        return null;
      }
    },
  };
}
