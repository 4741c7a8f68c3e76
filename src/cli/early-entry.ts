import type { Plugin } from 'vite';
import { bootPreloads, type BuiltChunk } from './boot-preloads.ts';

/**
 * Builds src/app/early/early-requests.ts as its own entry and puts its script first in index.html,
 * before the app's: it starts the boot calls while the app's code downloads. (Listed in index.html
 * itself, Vite would merge it into the app's entry and it would wait for all of it.) The chunks of
 * `preload` (modules every boot imports dynamically) are announced too, so they download alongside.
 */
export function earlyEntry(source = 'src/app/early/early-requests.ts', name = 'early', preload: readonly string[] = []): Plugin {
  let base = '/';
  return {
    name: 'early-entry',
    apply: 'build',
    config(config) {
      const output = config.build?.rolldownOptions?.input;
      const input = typeof output === 'object' && !Array.isArray(output) ? output : {};
      return { build: { rolldownOptions: { input: { index: 'index.html', ...input, [name]: source } } } };
    },
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === name);
        if (!chunk) throw new Error(`early-entry: no "${name}" chunk in the build`);
        const tag = `<script type="module" crossorigin src="${base}${chunk.fileName}"></script>`;
        const bundle = ctx.bundle as unknown as Record<string, BuiltChunk | { type: 'asset' }>;
        // After the entry's own modulepreloads, so the entry keeps the first connections.
        const links = bootPreloads(bundle, preload).map((file) => `<link rel="modulepreload" crossorigin data-boot href="${base}${file}">`);
        const withEarly = html.replace('<head>', `<head>\n    ${tag}`);
        return links.length ? withEarly.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : withEarly;
      },
    },
  };
}
