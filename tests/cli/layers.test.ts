import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import-direction rules of eslint.config.js, fed the imports they exist to refuse.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('layer rules', () => {
  it('the renderer imports neither the widget registry nor the dispatcher', async () => {
    expect(await problems('src/render/x.ts', "import { widgetRegistry } from '../../widgets';\nexport default widgetRegistry;")).toContain('no-restricted-imports');
    expect(await problems('src/render/x.ts', "import { createDispatcher } from '../actions/dispatcher';\nexport default createDispatcher;")).toContain('no-restricted-imports');
  });

  it('widgets read no global signals and evaluate no conditions, but may use the screen store', async () => {
    expect(await problems('widgets/X/x.ts', "import { wallet } from '../../src/state/wallet';\nexport default wallet;")).toContain('no-restricted-imports');
    expect(await problems('widgets/X/x.ts', "import { isVisible } from '../../src/engine/conditions';\nexport default isVisible;")).toContain('no-restricted-imports');
    expect(await problems('widgets/X/x.ts', "import { setFormValue } from '../../src/state/screen';\nexport default setFormValue;")).toEqual([]);
  });

  it('the engine has no React', async () => {
    expect(await problems('src/engine/x.ts', "import { useState } from 'react';\nexport default useState;")).toContain('no-restricted-imports');
  });

  it('refuses eval and new Function anywhere', async () => {
    expect(await problems('src/app/x.ts', 'export const f = new Function("return 1");')).toContain('no-restricted-syntax');
  });
});
