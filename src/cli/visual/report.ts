import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPROVED_DIR } from './baseline';
import type { Cell } from './capture';
import type { Comparison } from './compare';

const FILTERS = ['screen', 'flagSet', 'member', 'language', 'width'] as const;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<out>/index.html`: every picture of the run, which a person can narrow by screen, flag set,
 * member type, language and width; with a baseline, also by verdict (changed first), a changed
 * picture shown approved / now / difference side by side. A plain local page: open it from disk.
 */
export function writeReport(out: string, cells: readonly Cell[], comparisons?: readonly Comparison[], title = 'Screens'): string {
  const verdictOf = new Map(comparisons?.map((c) => [c.cell.file, c]));
  const order = (cell: Cell) => (verdictOf.get(cell.file)?.verdict === 'changed' ? 0 : verdictOf.get(cell.file)?.verdict === 'new' ? 1 : 2);
  cells = [...cells].sort((a, b) => order(a) - order(b));
  const values = (key: (typeof FILTERS)[number]) => [...new Set(cells.map((c) => String(c[key])))].sort();
  const verdictSelect = comparisons
    ? `<label>verdict <select data-filter="verdict"><option value="">all</option><option>changed</option><option>new</option><option>same</option></select></label>`
    : '';
  const selects = verdictSelect + FILTERS.map((key) => {
    const options = values(key).map((v) => `<option>${escapeHtml(v)}</option>`).join('');
    return `<label>${key} <select data-filter="${key}"><option value="">all</option>${options}</select></label>`;
  }).join('\n');
  const figures = cells
    .map((c) => {
      const compared = verdictOf.get(c.file);
      const data = [...FILTERS.map((key) => `data-${key.toLowerCase()}="${escapeHtml(String(c[key]))}"`), compared ? `data-verdict="${compared.verdict}"` : ''].join(' ');
      const picture = (src: string, label: string) => `<a href="${escapeHtml(src)}"><img loading="lazy" src="${escapeHtml(src)}" alt="${escapeHtml(`${label}: ${c.screen} ${c.flagSet} ${c.member} ${c.language} ${c.width}`)}"></a>`;
      const pictures = compared?.verdict === 'changed'
        ? `<div class="side">${picture(`${APPROVED_DIR}/${c.file}`, 'approved')}${picture(c.file, 'now')}${compared.diff ? picture(compared.diff, 'difference') : ''}</div>`
        : picture(c.file, 'now');
      const verdict = compared ? `<strong class="${compared.verdict}">${compared.verdict}</strong>${compared.why ? ` (${escapeHtml(compared.why)})` : ''}<br>` : '';
      return `<figure ${data}${compared?.verdict === 'changed' ? ' class="wide"' : ''}>${pictures}` +
        `<figcaption>${verdict}${escapeHtml(c.screen)} · ${escapeHtml(c.flagSet)} · ${escapeHtml(c.member)} · ${c.language} · ${c.width}px<br><code>${escapeHtml(c.address)}</code></figcaption></figure>`;
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
figure.wide { width: 680px; }
.side { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.changed { color: #b91c1c; } .new { color: #1d4ed8; } .same { color: #15803d; }
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
