import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validateLayoutDocument } from '../engine/validate-ajv';

/**
 * `npm run validate -- <files or folders>`: checks every .json layout found against the published
 * schemas. Prints `file:pointer: message` per problem and a summary; exits 1 on any problem.
 */
function collectJsonFiles(target: string, found: string[]): void {
  const stats = statSync(target);
  if (stats.isDirectory()) {
    for (const entry of readdirSync(target).sort()) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const child = join(target, entry);
      if (statSync(child).isDirectory() || entry.endsWith('.json')) collectJsonFiles(child, found);
    }
  } else {
    found.push(target);
  }
}

function problemsOf(file: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return [`${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`];
  }
  const result = validateLayoutDocument(json);
  return result.ok ? [] : result.issues.map((issue) => `${file}:${issue.path || '/'}: ${issue.message}`);
}

function main(args: string[]): number {
  if (args.length === 0) {
    console.error('usage: npm run validate -- <layout files or folders>');
    return 2;
  }
  const files: string[] = [];
  for (const target of args) {
    try {
      collectJsonFiles(target, files);
    } catch {
      console.error(`${target}: no such file or folder`);
      return 2;
    }
  }
  let problemCount = 0;
  let badFiles = 0;
  for (const file of files) {
    const problems = problemsOf(relative(process.cwd(), file) || file);
    if (problems.length) badFiles += 1;
    problemCount += problems.length;
    for (const line of problems) console.log(line);
  }
  const summary = `${files.length} layout file(s) checked: ${files.length - badFiles} valid, ${badFiles} with ${problemCount} problem(s)`;
  if (problemCount) console.error(summary);
  else console.log(summary);
  return problemCount ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
