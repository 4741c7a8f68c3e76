import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreDb } from '../data/store';

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
    const pair = newPair();
    writeFileSync(privatePath, pair.privateKey, { mode: 0o600 });
    chmodSync(privatePath, 0o600);
    writeFileSync(publicPath, pair.publicKey, { mode: 0o644 });
  }
  const keys = { publicKeyPem: readFileSync(publicPath, 'utf8'), privateKey: createPrivateKey(readFileSync(privatePath, 'utf8')) };
  cache.set(dataDir, keys);
  return keys;
}

function newPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * The pair every node sharing one database uses: a login encrypted with the public key one node
 * served must open on any other. The first node to start makes it; nodes starting together keep
 * the one stored first (one row: the others' inserts are ignored) and all read that one back.
 */
export async function loadSharedKeys(db: StoreDb): Promise<ServerKeys> {
  const read = async () => (await db.selectFrom('platform_secrets').where('name', '=', SHARED_PAIR).select('value').executeTakeFirst())?.value;
  let stored = await read();
  if (!stored) {
    await db.insertInto('platform_secrets').values({ name: SHARED_PAIR, value: JSON.stringify(newPair()) }).onConflict((oc) => oc.doNothing()).execute();
    stored = await read();
  }
  if (!stored) throw new Error('the shared RSA pair could not be stored');
  const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKeyPem: pair.publicKey, privateKey: createPrivateKey(pair.privateKey) };
}

const SHARED_PAIR = 'rsa_pair';
