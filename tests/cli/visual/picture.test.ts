import { describe, expect, test } from 'vitest';
import { CutOff, withinLimit } from '../../../src/cli/visual/picture';

describe('the time limit of one screen', () => {
  test('work that never ends is cut at its limit', async () => {
    const started = Date.now();
    const error = await withinLimit(200, () => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CutOff);
    expect((error as Error).message).toBe('cut after 0.2 s');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  test('work that ends in time gives its answer; work that fails gives its own error', async () => {
    await expect(withinLimit(1000, async () => 'done')).resolves.toBe('done');
    await expect(withinLimit(1000, async () => Promise.reject(new Error('no page')))).rejects.toThrow('no page');
  });
});
