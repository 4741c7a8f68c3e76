/**
 * One measuring run of item 9's figures, in a process of its own (bench/client.ts starts five and
 * takes the median): V8 settles the same code into faster or slower machine code from one process
 * to the next (either side, the engine's or the hand-written one), which moved a single process's
 * ratio by ±0.15 here. Prints one JSON line.
 */
import { join } from 'node:path';
import { viteImporter } from '../src/cli/load-registries';

// Measured as players get it: React's production build, not its development checks.
process.env.NODE_ENV = 'production';

const ROUNDS = 60;
const WARM_UP = 15;
const PER_ROUND = 5;

const vite = await viteImporter();
try {
  const app = (await vite.importer(join(process.cwd(), 'bench/render-scale-app.tsx'))) as typeof import('./render-scale-app');
  await app.prepare();
  const json = app.bigLayout();
  const known = app.parsedOnce(json);
  const cases = {
    engine: () => app.renderByEngine(json),
    hand: () => app.renderByHand(false),
    known: () => app.renderParsed(known),
  };
  const times: Record<keyof typeof cases | 'parse' | 'resolve', number[]> = { engine: [], hand: [], known: [], parse: [], resolve: [] };
  const ratios = { engine: [] as number[], known: [] as number[] };
  // Rounds interleave the cases, so each ratio compares runs made moments apart on the same machine.
  for (let round = 0; round < ROUNDS; round++) {
    const took: Record<string, number> = {};
    for (const [name, run] of Object.entries(cases)) {
      const start = performance.now();
      for (let i = 0; i < PER_ROUND; i++) run();
      took[name] = (performance.now() - start) / PER_ROUND;
    }
    const split = app.parseAndResolve(json);
    if (round < WARM_UP) continue;
    for (const name of Object.keys(cases) as (keyof typeof cases)[]) times[name].push(took[name]);
    times.parse.push(split.parseMs);
    times.resolve.push(split.resolveMs);
    ratios.engine.push(took.engine / took.hand);
    ratios.known.push(took.known / took.hand);
  }
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
  const result = {
    engineMs: median(times.engine),
    handMs: median(times.hand),
    knownMs: median(times.known),
    parseMs: median(times.parse),
    resolveMs: median(times.resolve),
    ratio: median(ratios.engine),
    knownRatio: median(ratios.known),
  };
  console.log(JSON.stringify(result));
} finally {
  await vite.close();
}
