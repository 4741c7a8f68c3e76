import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface DefaultLayouts {
  /** Changes whenever any file is added, removed or modified. */
  signature: string;
  documents: Record<string, unknown>;
  /** Files that could not be read as JSON (reported, never served). */
  errors: { file: string; message: string }[];
}

interface FileEntry {
  file: string;
  mtimeMs: number;
  size: number;
}

/** routes.json, chrome.json and actions.json (named action lists) at the top, screens/, menus/ (fragments) and templates/ below. */
function listFiles(layoutsDir: string): FileEntry[] {
  const files: FileEntry[] = [];
  const add = (file: string) => {
    try {
      const s = statSync(file);
      if (s.isFile()) files.push({ file, mtimeMs: s.mtimeMs, size: s.size });
    } catch {
      // Missing optional file: nothing to serve.
    }
  };
  add(join(layoutsDir, 'routes.json'));
  add(join(layoutsDir, 'chrome.json'));
  add(join(layoutsDir, 'actions.json'));
  for (const sub of ['screens', 'menus', 'templates']) {
    let names: string[] = [];
    try {
      names = readdirSync(join(layoutsDir, sub)).filter((n) => n.endsWith('.json')).sort();
    } catch {
      names = [];
    }
    names.forEach((n) => add(join(layoutsDir, sub, n)));
  }
  return files;
}

const cache = new Map<string, DefaultLayouts>();

/**
 * Reads the repo's default layouts, re-parsing only when a file's mtime or size changed, so
 * editing a layout file shows up on the next request without a restart.
 */
export function readDefaultLayouts(layoutsDir: string): DefaultLayouts {
  const files = listFiles(layoutsDir);
  const signature = files.map((f) => `${f.file}:${f.mtimeMs}:${f.size}`).join('|');
  const cached = cache.get(layoutsDir);
  if (cached && cached.signature === signature) return cached;
  const documents: Record<string, unknown> = {};
  const errors: DefaultLayouts['errors'] = [];
  for (const { file } of files) {
    try {
      const doc = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown };
      const id = typeof doc.id === 'string' && doc.id ? doc.id : basename(file, '.json');
      documents[id] = doc;
    } catch (e) {
      errors.push({ file, message: (e as Error).message });
    }
  }
  const result = { signature, documents, errors };
  cache.set(layoutsDir, result);
  return result;
}
