/**
 * `npm run bench` (client half): what a player's phone pays for the first screen, and how fast the
 * engine turns layouts into trees. Numbers are printed, never asserted: timing belongs here, not in tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { viteImporter } from '../src/cli/load-registries';

const dist = 'dist/client';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function sizes(file: string) {
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli: brotliCompressSync(raw).length };
}

/** What index.html runs before the first screen: its scripts, stylesheets and the entry's own modulepreloads. */
function firstScreenAssets(html: string): string[] {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('data-boot'));
  return [...new Set(tags.flatMap((tag) => [...tag.matchAll(/(?:src|href)="\/m\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])))];
}

/** The chunks every boot imports next, announced as modulepreload (data-boot) so they download alongside. */
function bootAssets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*data-boot[^>]*href="\/m\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
}

function report(title: string, assets: readonly string[]): { raw: number; gzip: number; brotli: number } {
  let total = { raw: 0, gzip: 0, brotli: 0 };
  console.log(title);
  for (const asset of assets) {
    const s = sizes(join(dist, asset));
    total = { raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli };
    console.log(`  ${asset.padEnd(40)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip ${kb(s.brotli).padStart(10)} br`);
  }
  console.log(`  ${'TOTAL'.padEnd(40)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(10)} gzip ${kb(total.brotli).padStart(10)} br`);
  return total;
}

function bundleReport(): void {
  if (!existsSync(join(dist, 'index.html'))) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = firstScreenAssets(html);
  const boot = bootAssets(html);
  const all = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const lazy = all.filter((f) => !initial.includes(`assets/${f}`) && !boot.includes(`assets/${f}`));
  const total = report('\nFirst screen (the entry: what index.html runs):', initial);
  const budget = 150 * 1024;
  console.log(`  first screen ${kb(total.gzip)} gzip against a budget of ${kb(budget)}: ${total.gzip <= budget ? 'within budget' : 'OVER BUDGET'}`);
  const preloaded = report('Boot chunks (every boot imports them once the entry runs; index.html preloads them so they download alongside):', boot);
  console.log(`  entry and boot chunks together: ${kb(total.gzip + preloaded.gzip)} gzip`);
  const lazyTotal = lazy.reduce((n, f) => n + statSync(join(dist, 'assets', f)).size, 0);
  console.log(`Lazy chunks (loaded on demand): ${lazy.length} files, ${kb(lazyTotal)} raw`);
  const biggest = lazy.map((f) => ({ f, ...sizes(join(dist, 'assets', f)) })).sort((a, b) => b.gzip - a.gzip).slice(0, 6);
  for (const b of biggest) console.log(`  ${b.f.padEnd(40)} ${kb(b.gzip).padStart(10)} gzip`);
}

function layoutFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? layoutFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

async function engineReport(): Promise<void> {
  const { parseLayoutDocument } = await import('../src/engine/parse');
  const { resolveTree } = await import('../src/engine/resolve');
  const { buildContext } = await import('../src/engine/build-context');
  // The widget registry is app code (stylesheets, import.meta.glob): load it through Vite, as the CLIs do.
  const vite = await viteImporter();
  const { createWidgetLookup } = (await vite.importer(join(process.cwd(), 'src/render/registry.ts'))) as typeof import('../src/render/registry');
  const { widgetRegistry } = (await vite.importer(join(process.cwd(), 'widgets/index.ts'))) as typeof import('../widgets/index');
  await vite.close();
  const lookup = createWidgetLookup(widgetRegistry);
  const { expandBundle } = await import('../src/engine/templates/expand-bundle');
  const written = Object.fromEntries(layoutFiles('layouts').map((f) => {
    const doc = JSON.parse(readFileSync(f, 'utf8')) as { id?: unknown };
    return [typeof doc.id === 'string' ? doc.id : f, doc];
  }));
  // The app expands template uses once per bundle it receives, then parses what it renders.
  const expandStart = performance.now();
  for (let i = 0; i < 50; i++) expandBundle({ ...written });
  const expandMs = (performance.now() - expandStart) / 50;
  const docs = Object.values(expandBundle(written).documents);
  const trees = docs.flatMap((d) => {
    const r = parseLayoutDocument(d);
    return r.ok && 'root' in r.doc ? [r.doc] : [];
  });
  const contexts = [
    buildContext({}),
    buildContext({ member: { loggedIn: true, type: 0, isAgent: false, isTrial: false, isReal: true, name: 'demo' } }),
    buildContext({ member: { loggedIn: true, type: 1, isAgent: true, isTrial: false, isReal: true, name: 'agent' } }),
  ];
  const once = () => { for (const doc of trees) for (const ctx of contexts) resolveTree(doc.root, ctx, lookup, doc.id); };
  for (let i = 0; i < 50; i++) once(); // warm-up for the JIT
  const batches: number[] = [];
  const perBatch = 200;
  for (let b = 0; b < 15; b++) {
    const t0 = performance.now();
    for (let i = 0; i < perBatch; i++) once();
    batches.push((performance.now() - t0) / (perBatch * trees.length * contexts.length));
  }
  batches.sort((a, b) => a - b);
  const median = batches[Math.floor(batches.length / 2)];
  console.log(`\nEngine: ${trees.length} screen/fragment layouts × ${contexts.length} member contexts`);
  console.log(`  resolve (conditions + props validation) median ${(median * 1000).toFixed(1)} µs per layout, ${Math.round(1000 / median).toLocaleString()} layouts/s`);
  const parseStart = performance.now();
  for (let i = 0; i < 200; i++) for (const d of docs) parseLayoutDocument(d);
  console.log(`  parse + version check ${(((performance.now() - parseStart) / (200 * docs.length)) * 1000).toFixed(1)} µs per document (${docs.length} documents)`);
  console.log(`  template expansion of the whole bundle ${expandMs.toFixed(2)} ms (${Object.keys(written).length} written documents)`);
}

/** Item 9's figures: the engine's whole pipeline on a 1,000-node layout, and its cost over hand-written JSX. */
const PROCESSES = 5;

function renderScaleReport(): void {
  const runs = Array.from({ length: PROCESSES }, () => {
    const out = execFileSync('npx', ['tsx', 'bench/render-scale.ts'], { encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<'engineMs' | 'handMs' | 'knownMs' | 'parseMs' | 'resolveMs' | 'ratio' | 'knownRatio', number>;
  });
  const median = (pick: (run: (typeof runs)[number]) => number) => runs.map(pick).sort((x, y) => x - y)[Math.floor(PROCESSES / 2)];
  const ms = median((r) => r.engineMs);
  const byHand = median((r) => r.handMs);
  const parse = median((r) => r.parseMs);
  const resolve = median((r) => r.resolveMs);
  const ratio = median((r) => r.ratio);
  const knownRatio = median((r) => r.knownRatio);
  const mark = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  console.log(`\nRendering at scale (server-side render, React production build, 1,001 nodes; median of ${PROCESSES} processes, each the median of 45 interleaved rounds)`);
  console.log(`  parse + validate + conditions + render ${ms.toFixed(1).padStart(6)} ms   budget 30 ms     ${mark(ms <= 30)}`);
  console.log(`    of which parse ${parse.toFixed(1)} ms, validate + conditions ${resolve.toFixed(1)} ms, render ${Math.max(0, ms - parse - resolve).toFixed(1)} ms`);
  console.log(`  the same widgets composed by hand      ${byHand.toFixed(1).padStart(6)} ms   ratio ${ratio.toFixed(2)} (budget 1.15) ${mark(ratio <= 1.15)}`);
  // What every showing of a screen costs once its document version is known (the app parses a
  // bundle once, and keeps each node's props verdict): conditions and render.
  const knownMs = median((r) => r.knownMs);
  console.log(`  a known document version (conditions + render) ${knownMs.toFixed(1).padStart(4)} ms   ratio ${knownRatio.toFixed(2)} (budget 1.15) ${mark(knownRatio <= 1.15)}`);
  const spread = (pick: (run: (typeof runs)[number]) => number) => runs.map((run) => pick(run).toFixed(2)).join(' ');
  console.log(`    ratios by process: whole pipeline ${spread((r) => r.ratio)}; known version ${spread((r) => r.knownRatio)}`);
}

bundleReport();
await engineReport();
renderScaleReport();
