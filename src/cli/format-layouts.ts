/**
 * `npm run format:layouts`: rewrites every layout document (layouts/**.json) in its canonical form
 * (src/engine/format-layout.ts). With `--check` it changes nothing and lists the documents that are
 * not formatted, exiting 1 when there are any.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatLayout } from '../engine/format-layout';

const root = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'layouts');
const check = process.argv.includes('--check');

function documents(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? documents(path) : name.endsWith('.json') ? [path] : [];
  });
}

const unformatted: string[] = [];
for (const file of documents(root)) {
  const text = readFileSync(file, 'utf8');
  let canonical: string;
  try {
    canonical = formatLayout(JSON.parse(text));
  } catch (error) {
    console.error(`${relative(process.cwd(), file)}: not JSON (${(error as Error).message})`);
    process.exitCode = 1;
    continue;
  }
  if (canonical === text) continue;
  unformatted.push(relative(process.cwd(), file));
  if (!check) writeFileSync(file, canonical);
}
if (check && unformatted.length) {
  console.error(`Not formatted (run npm run format:layouts):\n  ${unformatted.join('\n  ')}`);
  process.exitCode = 1;
} else console.log(check ? 'Every layout is formatted.' : `Formatted ${unformatted.length} layout file(s).`);
