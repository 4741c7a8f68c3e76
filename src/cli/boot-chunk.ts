/** What the chunking pass tells about a module (Rolldown's ModuleInfo, the fields read here). */
interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleFacts | null;
}

/**
 * A code-splitting group name function: modules matching `test` that the entry does not import
 * statically travel in one chunk named `name`. The modules every boot imports dynamically (the
 * query runtime, the endpoint list, the action handlers) then cost one request, preloaded by
 * index.html, instead of seven competing for a phone's six connections; modules the entry itself
 * imports stay in the entry (grouping them would make the whole chunk a static dependency of it).
 */
export function bootChunk(name: string, test: RegExp): (id: string, ctx: ChunkingContext) => string | null {
  const fromEntry = new Map<string, boolean>();
  const staticallyFromEntry = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    const known = fromEntry.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    const result = Boolean(info && (info.isEntry || info.importers.some((importer) => staticallyFromEntry(importer, ctx, seen))));
    fromEntry.set(id, result);
    return result;
  };
  return (id, ctx) => (test.test(id) && !staticallyFromEntry(id, ctx, new Set()) ? name : null);
}
