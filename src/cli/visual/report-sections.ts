import type { FlagRow } from './cover';
import type { Coverage, Reach } from './coverage';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const REACH_TITLES: Record<Exclude<Reach, 'both'>, string> = {
  onlyFalse: 'never shown (false in every row)',
  never: 'never reached (no row got as far as the condition)',
  onlyTrue: 'never hidden (true in every row)',
};

/** The flag sets of the run, with what each turns and how many screens it took. */
export function flagSetsSection(flagSets: readonly FlagRow[]): string {
  const rows = flagSets.map((row) => {
    const turned = Object.entries(row.overrides).map(([code, on]) => `${code} ${on ? 'on' : 'off'}`).join(', ') || 'the merchant as it is';
    return `<tr><td>${escapeHtml(row.name)}</td><td>${row.screens.length}</td><td>${escapeHtml(turned)}</td></tr>`;
  });
  return `<details><summary>${flagSets.length} flag sets</summary><table><tr><th>flag set</th><th>screens</th><th>switches</th></tr>${rows.join('')}</table></details>`;
}

/** The list QA works from: conditions no row made go both ways, and switches that changed nothing. */
export function coverageSection(coverage: Coverage): string {
  const { counts } = coverage;
  const lists = (Object.keys(REACH_TITLES) as (keyof typeof REACH_TITLES)[]).map((reach) => {
    const sites = coverage.sites.filter((site) => site.reach === reach);
    const items = sites.map((site) => `<li><code>${escapeHtml(site.documentId + site.pointer)}</code> <code class="rule">${escapeHtml(JSON.stringify(site.rule))}</code></li>`).join('');
    return `<details><summary>${sites.length} ${REACH_TITLES[reach]}</summary><ul>${items}</ul></details>`;
  });
  const idle = coverage.idle.map(({ code, why }) => `<li><code>${escapeHtml(code)}</code>: ${escapeHtml(why)}</li>`).join('');
  return `<section id="coverage"><h2>Condition coverage</h2>
<p>${coverage.sites.length} conditions with a <code>when</code>: <strong>${counts.both}</strong> both ways, ${counts.onlyTrue} only true, ${counts.onlyFalse} only false, ${counts.never} never reached.</p>
${lists.join('\n')}
<details${coverage.idle.length ? ' open' : ''}><summary>${coverage.idle.length} switches that changed nothing</summary><ul>${idle}</ul></details>
</section>`;
}
