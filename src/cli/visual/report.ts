import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cell } from './capture';

const FILTERS = ['screen', 'flagSet', 'member', 'language', 'width'] as const;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<out>/index.html`: every picture of the run, which a person can narrow by screen, flag set,
 * member type, language and width. A plain local page (no app, no server): open it from disk.
 */
export function writeReport(out: string, cells: readonly Cell[], title = 'Screens'): string {
  const values = (key: (typeof FILTERS)[number]) => [...new Set(cells.map((c) => String(c[key])))].sort();
  const selects = FILTERS.map((key) => {
    const options = values(key).map((v) => `<option>${escapeHtml(v)}</option>`).join('');
    return `<label>${key} <select data-filter="${key}"><option value="">all</option>${options}</select></label>`;
  }).join('\n');
  const figures = cells
    .map((c) => {
      const data = FILTERS.map((key) => `data-${key.toLowerCase()}="${escapeHtml(String(c[key]))}"`).join(' ');
      return `<figure ${data}><a href="${escapeHtml(c.file)}"><img loading="lazy" src="${escapeHtml(c.file)}" alt="${escapeHtml(`${c.screen} ${c.flagSet} ${c.member} ${c.language} ${c.width}`)}"></a>` +
        `<figcaption>${escapeHtml(c.screen)} · ${escapeHtml(c.flagSet)} · ${escapeHtml(c.member)} · ${c.language} · ${c.width}px<br><code>${escapeHtml(c.address)}</code></figcaption></figure>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}: ${cells.length} pictures</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; background: #f4f4f5; }
header { position: sticky; top: 0; background: #f4f4f5; padding: 8px 0; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
main { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; background: #fff; padding: 8px; border-radius: 8px; box-shadow: 0 1px 3px #0002; width: 220px; }
figure img { width: 100%; height: auto; display: block; }
figcaption { font-size: 12px; margin-top: 6px; word-break: break-all; }
[hidden] { display: none !important; }
</style></head>
<body>
<header><strong>${escapeHtml(title)}</strong> <span id="count">${cells.length} pictures</span>
${selects}
</header>
<main>
${figures}
</main>
<script>
const selects = [...document.querySelectorAll('select[data-filter]')];
function apply() {
  let shown = 0;
  for (const figure of document.querySelectorAll('figure')) {
    const visible = selects.every((s) => !s.value || figure.dataset[s.dataset.filter.toLowerCase()] === s.value);
    figure.hidden = !visible;
    if (visible) shown += 1;
  }
  document.getElementById('count').textContent = shown + ' of ${cells.length} pictures';
}
selects.forEach((s) => s.addEventListener('change', apply));
</script>
</body></html>
`;
  const file = join(out, 'index.html');
  writeFileSync(file, html);
  return file;
}
