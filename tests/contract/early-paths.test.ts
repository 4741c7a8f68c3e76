import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutBundle } from '../../src/contract/system/layouts';
import { templates, whitelabel } from '../../src/contract/system/site';
import { systemStatus } from '../../src/contract/system/status';
import { REPO } from '../server/helpers';

/**
 * index.html's early script (src/app/early/early-requests.ts) starts the boot's own calls before the
 * app's code arrives. It must stay tiny and import nothing, so it writes their paths itself: they
 * must be the contract's, or the app asks again and the early answers go to waste.
 */
describe("the early script's calls are the contract's", () => {
  const early = readFileSync(join(REPO, 'src/app/early/early-requests.ts'), 'utf8');

  it.each([templates, whitelabel, systemStatus, layoutBundle])('$method $path', (call) => {
    expect(call.method).toBe('GET');
    expect(early).toMatch(new RegExp(`start\\([\`']${call.path.replace(/[/]/g, '\\/')}[?\`']`));
  });
});
