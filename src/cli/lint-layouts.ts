import { relative } from 'node:path';
import { checkLayoutFiles, collectJsonFiles, formatProblem } from './layout-check';

/**
 * `npm run lint:layouts [-- folders]` (default layouts/): schemas plus lint over the whole bundle,
 * errors and warnings each with file and JSON pointer; exits 1 on any error.
 */
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['layouts'];
const files = targets.flatMap((target) => collectJsonFiles(target)).map((file) => relative(process.cwd(), file) || file);
const problems = checkLayoutFiles(files);
for (const problem of problems) console.log(formatProblem(problem));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
console[errors ? 'error' : 'log'](`${files.length} layout file(s) linted: ${errors} error(s), ${warnings} warning(s)`);
process.exitCode = errors ? 1 : 0;
