import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js as `npm run lint` runs it, fed what it exists to refuse (the allow-lists
// themselves, case by case: eslint-layers.test.ts). Files that exist, so the type-aware rules
// know them; the text linted is the one given here.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint configuration', () => {
  // The type-aware rules build a TypeScript program of the whole project on the first file linted
  // (7 s on an idle machine, over 15 s on a loaded one): built once here, not inside a test's time.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: 'src/engine/parse.ts' });
  }, 120_000);

  it('holds every layer to its allow-list', async () => {
    expect(await problems('src/render/layout-renderer.tsx', "import { widgetRegistry } from '../../widgets';\nexport default widgetRegistry;")).toContain('layers/allowed-imports');
    expect(await problems('src/engine/parse.ts', "import { useState } from 'react';\nexport default useState;")).toContain('layers/allowed-imports');
  });

  it('keeps the database layer below the platform: a migration never reads the seed or a service', async () => {
    expect(await problems('src/server/db/rain-schema.ts', "import { RAIN_DEFAULTS } from '../services/rain/config';\nexport default RAIN_DEFAULTS;")).toContain('no-restricted-imports');
    expect(await problems('src/server/db/accounts-schema.ts', "import { PASSWORD_PATTERN } from '../seed/register-settings';\nexport default PASSWORD_PATTERN;")).toContain('no-restricted-imports');
    expect(await problems('src/server/db/rain-schema.ts', "import type { Db } from './open';\nexport type D = Db;")).toEqual([]);
  });

  it('keeps the seed out of what players and operators run', async () => {
    expect(await problems('src/server/services/trial.ts', "import { TRIAL_ACCOUNTS } from '../seed/members';\nexport default TRIAL_ACCOUNTS;")).toContain('no-restricted-imports');
    expect(await problems('src/server/routes/accounts/ops/members.ts', "import { DEMO_ACCOUNTS } from '../../../seed/members';\nexport default DEMO_ACCOUNTS;")).toContain('no-restricted-imports');
    expect(await problems('src/server/services/trial.ts', "import { createMember } from './members';\nexport default createMember;")).toEqual([]);
  });

  it('refuses a promise nobody awaits or handles in product code', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function onTap(): void {\n  save();\n}\n';
    expect(await problems('src/actions/report.ts', code)).toContain('@typescript-eslint/no-floating-promises');
    expect(await problems('src/actions/report.ts', code.replace('  save();', '  void save();'))).toEqual([]);
  });

  it('refuses eval and new Function anywhere', async () => {
    expect(await problems('src/app/compose.ts', 'export const f = new Function("return 1");')).toContain('no-restricted-syntax');
    expect(await problems('bench/client.ts', 'export const g = eval("1");')).toContain('no-restricted-syntax');
  });
});
