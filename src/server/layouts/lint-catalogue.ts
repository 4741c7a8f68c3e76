import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import nodeSchema from '../../../schemas/node.schema.json';
import { endpoints } from '../../api/endpoints/index';
import { SWITCH_CODES } from '../../engine/flags';
import { buildLintCatalogue, type LintCatalogue } from '../../engine/lint';
import { DEMO_WHITELABEL } from '../seed/merchant';
import { REPO_ROOT } from '../config';
import { bundledTexts } from './text-keys';

export const LOCALES_DIR = join(REPO_ROOT, 'src', 'i18n', 'locales');
const MATRIX_FILE = join(REPO_ROOT, 'tests', 'fixtures', 'snapshot-matrix.json');

let cached: LintCatalogue | undefined;

/**
 * The lint's knowledge of the app, for the CLI and the operator publish alike: widgets from the
 * published node schema, calls from the endpoint registry, the bundled text keys, the switch
 * catalogue and the QA matrix (for conditions that never change).
 */
export function lintCatalogue(): LintCatalogue {
  if (cached) return cached;
  const texts = bundledTexts(LOCALES_DIR);
  const matrixJson = existsSync(MATRIX_FILE) ? (JSON.parse(readFileSync(MATRIX_FILE, 'utf8')) as { flagSets?: Record<string, Record<string, boolean>> | 'cover'; memberTypes?: (string | number)[] }) : null;
  cached = buildLintCatalogue({
    nodeSchema: nodeSchema as Record<string, unknown>,
    endpoints,
    textKeys: texts.keys,
    textLanguages: texts.languages,
    flags: SWITCH_CODES,
    ...(typeof matrixJson?.flagSets === 'object' && matrixJson.memberTypes ? { matrix: { base: DEMO_WHITELABEL, flagSets: matrixJson.flagSets, memberTypes: matrixJson.memberTypes } } : {}),
  });
  return cached;
}
