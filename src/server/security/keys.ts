import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerKeys {
  publicKeyPem: string;
  privateKey: KeyObject;
}

const cache = new Map<string, ServerKeys>();

/**
 * The RSA-2048 pair used to unwrap payload keys, created on first start under
 * <dataDir>/keys and kept across --reset so installed clients keep working.
 */
export function loadOrCreateKeys(dataDir: string): ServerKeys {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const dir = join(dataDir, 'keys');
  const privatePath = join(dir, 'private.pem');
  const publicPath = join(dir, 'public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    chmodSync(privatePath, 0o600);
    writeFileSync(publicPath, pair.publicKey, { mode: 0o644 });
  }
  const keys = { publicKeyPem: readFileSync(publicPath, 'utf8'), privateKey: createPrivateKey(readFileSync(privatePath, 'utf8')) };
  cache.set(dataDir, keys);
  return keys;
}
