import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPROVED_DIR } from './baseline';
import type { Cell } from './capture';
import type { Comparison } from './compare';
import type { FlagRow } from './cover';
import type { Coverage } from './coverage';
import { coverageSection, escapeHtml, flagSetsSection } from './report-sections';

const FILTERS = ['screen', 'flagSet', 'member', 'language', 'width'] as const;

export interface ReportExtras {
  title?: string;
  coverage?: Coverage;
  flagSets?: readonly FlagRow[];
}

/**
 * `<out>/index.html`: every picture of the run, which a person can narrow by screen, flag set,
 * member type, language and width; with a baseline, also by verdict (changed first), a changed
 * picture shown approved / now / difference side by side. A plain local page: open it from disk.
 */
export function writeReport(out: string, cells: readonly Cell[], comparisons?: readonly Comparison[], extras: ReportExtras = {}): string {
  const title = extras.title ?? 'Screens';
  const verdictOf = new Map(comparisons?.map((c) => [c.cell.file, c]));
  const order = (cell: Cell) => (verdictOf.get(cell.file)?.verdict === 'changed' ? 0 : verdictOf.get(cell.file)?.verdict === 'new' ? 1 : cell.problems ? 2 : 3);
  cells = [...cells].sort((a, b) => order(a) - order(b));
  const values = (key: (typeof FILTERS)[number]) => [...new Set(cells.map((c) => String(c[key])))].sort();
  const verdictSelect = comparisons
    ? `<label>verdict <select data-filter="verdict"><option value="">all</option><option>changed</option><option>new</option><option>same</option></select></label>`
    : '';
  const problemSelect = `<label>problems <select data-filter="problems"><option value="">all</option><option value="yes">with problems</option><option value="no">without</option></select></label>`;
  const selects = verdictSelect + problemSelect + FILTERS.map((key) => {
    const options = values(key).map((v) => `<option>${escapeHtml(v)}</option>`).join('');
    return `<label>${key} <select data-filter="${key}"><option value="">all</option>${options}</select></label>`;
  }).join('\n');
  const figures = cells
    .map((c) => {
      const compared = verdictOf.get(c.file);
      const data = [...FILTERS.map((key) => `data-${key.toLowerCase()}="${escapeHtml(String(c[key]))}"`), compared ? `data-verdict="${compared.verdict}"` : '', `data-problems="${c.problems || c.accessibility ? 'yes' : 'no'}"`].join(' ');
      const picture = (src: string, label: string) => `<a href="${escapeHtml(src)}"><img loading="lazy" src="${escapeHtml(src)}" alt="${escapeHtml(`${label}: ${c.screen} ${c.flagSet} ${c.member} ${c.language} ${c.width}`)}"></a>`;
      const pictures = c.pictureMissing
        ? `<p class="changed">no picture</p>`
        : compared?.verdict === 'changed'
        ? `<div class="side">${picture(`${APPROVED_DIR}/${c.file}`, 'approved')}${picture(c.file, 'now')}${compared.diff ? picture(compared.diff, 'difference') : ''}</div>`
        : picture(c.file, 'now');
      const verdict = compared ? `<strong class="${compared.verdict}">${compared.verdict}</strong>${compared.why ? ` (${escapeHtml(compared.why)})` : ''}<br>` : '';
      return `<figure ${data}${compared?.verdict === 'changed' ? ' class="wide"' : ''}>${pictures}` +
        `<figcaption>${verdict}${escapeHtml(c.screen)} · ${escapeHtml(c.flagSet)} · ${escapeHtml(c.member)} · ${c.language} · ${c.width}px<br><code>${escapeHtml(c.address)}</code>` +
        (c.landedOn ? `<br>landed on <code>${escapeHtml(c.landedOn)}</code>` : '') +
        (c.kept ? '<br>kept from the baseline (nothing it shows changed)' : '') +
        (c.problems ? `<ul class="problems">${c.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : '') +
        (c.accessibility ? `<ul class="problems">${c.accessibility.map((f) => `<li>accessibility ${escapeHtml(f)}</li>`).join('')}</ul>` : '') +
        '</figcaption></figure>';
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
.problems { color: #b91c1c; padding-left: 16px; margin: 4px 0 0; }
section, details { background: #fff; border-radius: 8px; padding: 8px 12px; margin: 12px 0; }
code.rule { color: #52525b; }
table { border-collapse: collapse; } td, th { border-bottom: 1px solid #e4e4e7; padding: 2px 8px; text-align: left; }
</style></head>
<body>
<header><strong>${escapeHtml(title)}</strong> <span id="count">${cells.length} pictures</span>${extras.coverage ? ' <a href="#coverage">condition coverage</a>' : ''}
${selects}
</header>
${extras.flagSets ? flagSetsSection(extras.flagSets) : ''}
<main>
${figures}
</main>
${extras.coverage ? coverageSection(extras.coverage) : ''}
<script>
const selects = [...document.querySelectorAll('select[data-filter]')];
function apply() {
  let shown = 0;
  for (const figure of document.querySelectorAll('main figure')) {
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
