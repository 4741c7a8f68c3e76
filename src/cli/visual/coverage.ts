import type { FlagRow } from './cover';
import type { ConditionRun } from './screen-run';
import type { WhenSite } from './switch-reads';

export type Reach = 'both' | 'onlyTrue' | 'onlyFalse' | 'never';

export interface SiteCoverage extends WhenSite {
  reach: Reach;
}

export interface IdleSwitch {
  code: string;
  why: string;
}

export interface Coverage {
  sites: SiteCoverage[];
  counts: Record<Reach, number>;
  /** Switches no screen of the run reacted to, each with why. */
  idle: IdleSwitch[];
}

const keyOf = (site: WhenSite) => `${site.documentId}#${site.pointer}`;

/**
 * What QA works from after a run: every visibility condition the documents have, and whether some
 * row of the matrix made it true and some made it false (or never reached it: a parent was hidden,
 * or no screen of the run shows its document); and the switches that changed nothing: read by no
 * condition, or read only by conditions that never went one way under one value of the switch and
 * the other way under the other.
 */
export function conditionCoverage(sites: readonly WhenSite[], runs: readonly ConditionRun[], flagSets: readonly FlagRow[], base: Readonly<Record<string, boolean>>): Coverage {
  const valueIn = new Map(flagSets.map((row) => [row.name, (code: string) => row.overrides[code] ?? base[code] ?? false]));
  const covered = sites.map((site): SiteCoverage => {
    const seen = runs.reduce((mask, run) => mask | (run.seen[keyOf(site)] ?? 0), 0);
    const reach: Reach = seen === 3 ? 'both' : seen === 1 ? 'onlyTrue' : seen === 2 ? 'onlyFalse' : 'never';
    return { ...site, reach };
  });
  const counts: Record<Reach, number> = { both: 0, onlyTrue: 0, onlyFalse: 0, never: 0 };
  for (const site of covered) counts[site.reach] += 1;

  const turnedBy = (code: string, site: WhenSite) => {
    const key = keyOf(site);
    const values = (verdict: number) => new Set(runs.filter((run) => ((run.seen[key] ?? 0) & verdict) !== 0).map((run) => valueIn.get(run.flagSet)?.(code)));
    const whenTrue = values(1);
    const whenFalse = values(2);
    return [...whenTrue].some((value) => [...whenFalse].some((other) => other !== value));
  };
  const idle: IdleSwitch[] = [];
  for (const code of Object.keys(base).sort()) {
    const readers = sites.filter((site) => site.switches.includes(code));
    if (readers.length === 0) idle.push({ code, why: 'no layout condition reads it' });
    else if (!readers.some((site) => turnedBy(code, site))) {
      idle.push({ code, why: `read by ${readers.length} condition${readers.length === 1 ? '' : 's'}, none of which went one way with it on and the other with it off in this run` });
    }
  }
  return { sites: covered, counts, idle };
}

/** The plain-text summary printed after a run. */
export function coverageLines(coverage: Coverage, listed = 15): string[] {
  const { counts } = coverage;
  const total = coverage.sites.length;
  const lines = [`conditions: ${total} with a when; ${counts.both} both ways, ${counts.onlyTrue} only true (never hidden), ${counts.onlyFalse} only false (never shown), ${counts.never} never reached`];
  for (const reach of ['onlyFalse', 'never', 'onlyTrue'] as const) {
    const list = coverage.sites.filter((site) => site.reach === reach);
    for (const site of list.slice(0, listed)) lines.push(`  ${reach}: ${site.documentId}${site.pointer} ${JSON.stringify(site.rule)}`);
    if (list.length > listed) lines.push(`  … and ${list.length - listed} more ${reach} (coverage.json, index.html)`);
  }
  lines.push(coverage.idle.length ? `switches that changed nothing: ${coverage.idle.length}` : 'every switch changed something');
  for (const { code, why } of coverage.idle) lines.push(`  ${code}: ${why}`);
  return lines;
}
