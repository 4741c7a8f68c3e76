import type { Plugin } from 'vite';

/**
 * Builds src/app/early/early-requests.ts as its own entry and puts its script first in index.html,
 * before the app's: it starts the boot calls while the app's code downloads. (Listed in index.html
 * itself, Vite would merge it into the app's entry and it would wait for all of it.)
 */
export function earlyEntry(source = 'src/app/early/early-requests.ts', name = 'early'): Plugin {
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
        return html.replace('<head>', `<head>\n    ${tag}`);
      },
    },
  };
}
