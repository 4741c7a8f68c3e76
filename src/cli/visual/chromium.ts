import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one named by CHROMIUM_PATH. Playwright cannot download browsers here. */
export function resolveChromium(): { ok: true; path: string } | { ok: false; message: string } {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return { ok: true, path };
  return {
    ok: false,
    message:
      `No Chromium found at ${path}. Install Debian's Chromium (apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
  };
}

/** Flags that keep Chromium quiet on a machine with a closed network (no update, sync or metrics calls that would wait on a network that never answers). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
