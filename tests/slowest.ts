/**
 * The slowest tests of a run, read from the runners' JSON reports, so that whoever makes the suite
 * faster starts where the time goes (printed by `npm test` before its summary line).
 */
import { existsSync, readFileSync } from 'node:fs';

export interface TimedTest { title: string; ms: number }

interface VitestReport { testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[] }

export function vitestTimes(file: string): TimedTest[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  return report.testResults.flatMap((result) =>
    result.assertionResults.map((test) => ({ title: `${shortPath(result.name)} › ${test.fullName}`, ms: test.duration ?? 0 })),
  );
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export function playwrightTimes(file: string): TimedTest[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] };
  const times: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      // A retried test costs every attempt.
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      times.push({ title: `${spec.file}:${spec.line} › ${spec.title}`, ms });
    }
    suite.suites?.forEach(walk);
  };
  report.suites?.forEach(walk);
  return times;
}

export function slowest(tests: TimedTest[], count = 10): TimedTest[] {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
}

export function formatSlowest(tests: TimedTest[]): string {
  return tests.map((test) => `${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.title}`).join('\n');
}

function shortPath(path: string): string {
  const at = path.lastIndexOf('/tests/');
  return at >= 0 ? path.slice(at + 1) : path;
}
