/** The parts of a built chunk this step reads (Rollup's and Rolldown's output chunks both have them). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  name: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

type Bundle = Record<string, BuiltChunk | { type: 'asset' }>;

/**
 * The chunks every boot imports dynamically (the query runtime, the endpoint list), with the chunks
 * they import, less what the entry already loads. Announced in index.html as modulepreload, they
 * download alongside the entry instead of in a second round once it has run: on a slow phone that
 * round is half a second before the first screen's data can be asked for.
 */
export function bootPreloads(bundle: Bundle, modules: readonly string[], entryName = 'index'): string[] {
  const chunks = Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: BuiltChunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: BuiltChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    start.forEach(visit);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry && c.name === entryName);
  if (!entry) throw new Error(`boot preloads: no "${entryName}" entry in the build`);
  const loadedByEntry = closure([entry]);
  const wanted = modules.map((module) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`boot preloads: no chunk holds ${module}`);
    return chunk;
  });
  return [...closure(wanted)].filter((file) => !loadedByEntry.has(file)).sort();
}
