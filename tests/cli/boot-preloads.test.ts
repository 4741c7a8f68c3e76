import { describe, expect, it } from 'vitest';
import { bootPreloads, type BuiltChunk } from '../../src/cli/boot-preloads';
import { bootChunk } from '../../src/cli/boot-chunk';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, name = fileName): BuiltChunk => ({
  type: 'chunk', fileName, name, isEntry, facadeModuleId: moduleIds[0] ?? null, moduleIds, imports,
});

describe('bootPreloads', () => {
  const bundle = {
    'index.js': chunk('index.js', ['/app/src/main.tsx'], ['vendor.js'], true, 'index'),
    'vendor.js': chunk('vendor.js', ['/app/node_modules/react/index.js']),
    'boot.js': chunk('boot.js', ['/app/src/queries/mount.ts'], ['vendor.js', 'shared.js']),
    'shared.js': chunk('shared.js', ['/app/src/queries/view.ts']),
    'lobby.js': chunk('lobby.js', ['/app/widgets/_lazy/shell.ts'], ['shared.js']),
    'style.css': { type: 'asset' as const },
  };

  it('lists the chunks of the wanted modules and what they import, less what the entry loads', () => {
    expect(bootPreloads(bundle, ['src/queries/mount.ts'])).toEqual(['boot.js', 'shared.js']);
  });

  it('leaves out a module the entry itself holds', () => {
    expect(bootPreloads(bundle, ['src/main.tsx'])).toEqual([]);
  });

  it('refuses a module no chunk holds (a renamed file must not drop its preload silently)', () => {
    expect(() => bootPreloads(bundle, ['src/queries/gone.ts'])).toThrow(/no chunk holds src\/queries\/gone.ts/);
  });
});

describe('bootChunk', () => {
  // main.tsx → platform.ts (static); main.tsx ⇢ mount.ts (dynamic) → view.ts (static).
  const graph: Record<string, { isEntry: boolean; importers: string[] }> = {
    '/app/src/main.tsx': { isEntry: true, importers: [] },
    '/app/src/queries/platform.ts': { isEntry: false, importers: ['/app/src/main.tsx'] },
    '/app/src/queries/mount.ts': { isEntry: false, importers: [] },
    '/app/src/queries/view.ts': { isEntry: false, importers: ['/app/src/queries/mount.ts'] },
  };
  const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };
  const name = bootChunk('boot-runtime', /src\/queries\//);

  it('groups matching modules only the dynamic side reaches', () => {
    expect(name('/app/src/queries/mount.ts', ctx)).toBe('boot-runtime');
    expect(name('/app/src/queries/view.ts', ctx)).toBe('boot-runtime');
  });

  it('keeps a module the entry imports statically in the entry', () => {
    expect(name('/app/src/queries/platform.ts', ctx)).toBeNull();
  });

  it('ignores modules outside the pattern', () => {
    expect(name('/app/src/main.tsx', ctx)).toBeNull();
  });
});
