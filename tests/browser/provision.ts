import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { encoding: 'utf8' }).status === 0;
const cjkFontInstalled = () => spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim().length > 0;

/**
 * What `playwright install --with-deps` would do, with Debian's packages (Playwright cannot download
 * its own browsers here): Chromium, and the CJK fonts Chinese screens need. Installed through apt when
 * this process may (root with apt-get); otherwise a clear message says what to install.
 */
export function provisionBrowser(chromiumPath: string): { ok: boolean; message?: string } {
  const missing = [...(existsSync(chromiumPath) ? [] : ['chromium']), ...(cjkFontInstalled() ? [] : ['fonts-noto-cjk'])];
  if (missing.length === 0) return { ok: true };
  const installed = aptInstall(missing, 'the browser tests');
  if (installed === 'not allowed') {
    return {
      ok: existsSync(chromiumPath),
      message: `Browser tests need Debian packages: ${missing.join(', ')}. Run: sudo apt-get install -y ${missing.join(' ')}` +
        (existsSync(chromiumPath) ? ' (Chinese text will show as boxes until then).' : ''),
    };
  }
  if (installed === 'failed') return { ok: existsSync(chromiumPath), message: `apt-get could not install ${missing.join(', ')}.` };
  return { ok: existsSync(chromiumPath) };
}

/**
 * Installs Debian packages with apt-get when this process may (root with apt-get), as
 * `playwright install --with-deps` would; 'not allowed' tells the caller to print what to install.
 */
export function aptInstall(packages: string[], forWhat: string): 'installed' | 'not allowed' | 'failed' {
  if (process.getuid?.() !== 0 || !has('apt-get', ['--version'])) return 'not allowed';
  console.log(`Installing ${packages.join(', ')} with apt-get for ${forWhat}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }) : update;
  return install.status === 0 ? 'installed' : 'failed';
}
