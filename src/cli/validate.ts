import { relative } from 'node:path';
import { checkLayoutFiles, collectJsonFiles, formatProblem } from './layout-check';

/**
 * `npm run validate -- <files or folders>`: checks every .json layout found against the published
 * schemas and the layout lint (`--no-lint` for the schemas only). Prints `file:pointer: message`
 * per problem and a summary; exits 1 on any error (warnings are printed, not counted).
 */
function main(args: string[]): number {
  const lint = !args.includes('--no-lint');
  const targets = args.filter((arg) => arg !== '--no-lint');
  if (targets.length === 0) {
    console.error('usage: npm run validate -- [--no-lint] <layout files or folders>');
    return 2;
  }
  const files: string[] = [];
  for (const target of targets) {
    try {
      collectJsonFiles(target, files);
    } catch {
      console.error(`${target}: no such file or folder`);
      return 2;
    }
  }
  const shown = files.map((file) => relative(process.cwd(), file) || file);
  const problems = checkLayoutFiles(shown, { lint });
  for (const problem of problems) console.log(formatProblem(problem));
  const errors = problems.filter((p) => p.severity === 'error');
  const badFiles = new Set(errors.map((p) => p.file)).size;
  const warnings = problems.length - errors.length;
  const summary = `${files.length} layout file(s) checked: ${files.length - badFiles} valid, ${badFiles} with ${errors.length} problem(s)${warnings ? `, ${warnings} warning(s)` : ''}`;
  if (errors.length) console.error(summary);
  else console.log(summary);
  return errors.length ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
