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
  const docs = layoutFiles('layouts').map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown);
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
}

/** Item 9's figures: the engine's whole pipeline on a 1,000-node layout, and its cost over hand-written JSX. */
async function renderScaleReport(): Promise<void> {
  // Measured as players get it: React's production build, not its development checks.
  process.env.NODE_ENV = 'production';
  const vite = await viteImporter();
  try {
    const app = (await vite.importer(join(process.cwd(), 'bench/render-scale-app.tsx'))) as typeof import('./render-scale-app');
    await app.prepare();
    const json = app.bigLayout();
    const known = app.parsedOnce(json);
    const again: number[] = [];
    const engine: number[] = [];
    const hand: number[] = [];
    const parse: number[] = [];
    const resolve: number[] = [];
    // Interleaved, so both see the same machine; the first rounds warm the JIT and are dropped.
    for (let round = 0; round < 40; round++) {
      const a = performance.now();
      app.renderByEngine(json);
      const b = performance.now();
      app.renderByHand(false);
      const c = performance.now();
      const split = app.parseAndResolve(json);
      const d = performance.now();
      app.renderParsed(known);
      const e = performance.now();
      if (round >= 10) {
        again.push(e - d);
        engine.push(b - a);
        hand.push(c - b);
        parse.push(split.parseMs);
        resolve.push(split.resolveMs);
      }
    }
    const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
    const ms = median(engine);
    const byHand = median(hand);
    const renderOnly = Math.max(0, ms - median(parse) - median(resolve));
    const ratio = ms / byHand;
    const mark = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
    console.log('\nRendering at scale (server-side render, React production build, 1,001 nodes, median of 30)');
    console.log(`  parse + validate + conditions + render ${ms.toFixed(1).padStart(6)} ms   budget 30 ms     ${mark(ms <= 30)}`);
    console.log(`    of which parse ${median(parse).toFixed(1)} ms, validate + conditions ${median(resolve).toFixed(1)} ms, render ${renderOnly.toFixed(1)} ms`);
    console.log(`  the same widgets composed by hand      ${byHand.toFixed(1).padStart(6)} ms   ratio ${ratio.toFixed(2)} (budget 1.15) ${mark(ratio <= 1.15)}`);
    console.log(`    render alone against by hand: ratio ${(renderOnly / byHand).toFixed(2)}`);
    // What a screen shown again costs: the app keeps each document version parsed, and its props validated.
    const knownMs = median(again);
    console.log(`  a known document version (conditions + render) ${knownMs.toFixed(1).padStart(4)} ms   ratio ${(knownMs / byHand).toFixed(2)} against by hand`);
  } finally {
    await vite.close();
  }
}

bundleReport();
await engineReport();
await renderScaleReport();
