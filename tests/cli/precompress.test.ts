import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../src/cli/precompress';

describe('precompressDirectory', () => {
  it('writes .br and .gz beside text assets large enough to gain, recursively, and skips the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const big = 'body { color: red; }\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app.css'), big);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'x=1');
    writeFileSync(join(dir, 'assets', 'app.js.map'), big);
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));

    const totals = precompressDirectory(dir);

    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.css.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.css.gz'))).toString()).toBe(big);
    for (const skipped of ['assets/tiny.js.br', 'assets/app.js.map.br', 'photo.png.br']) expect(existsSync(join(dir, skipped))).toBe(false);
    expect(totals.brotli).toBeLessThan(totals.raw / 10);
  });
});
