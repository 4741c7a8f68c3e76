import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { decryptPayload } from '../../src/server/security/payload';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** A plain-HTTP origin: random numbers, but no crypto.subtle (secure contexts only). */
function insecureContext() {
  const real = globalThis.crypto;
  const subtleUsed = vi.fn();
  vi.stubGlobal('crypto', {
    getRandomValues: <T extends ArrayBufferView<ArrayBuffer>>(array: T) => real.getRandomValues(array),
    get subtle() {
      subtleUsed();
      return undefined;
    },
  });
  return subtleUsed;
}

afterEach(() => vi.unstubAllGlobals());

describe('payload encryption without Web Crypto (plain-HTTP origins)', () => {
  it('seals with the AES-GCM fallback in the same format the server decrypts', async () => {
    const subtleAsked = insecureContext();
    expect(globalThis.crypto.subtle).toBeUndefined();
    subtleAsked.mockClear();
    const body = { type: 'username', username: 'demo', password: 'demo1234', nickname: '玩家一号', note: 'x'.repeat(3000) };
    const sealed = await encryptPayload(body, pem);
    expect(subtleAsked).toHaveBeenCalled();
    expect(Buffer.from(sealed.data, 'base64').length).toBe(12 + new TextEncoder().encode(JSON.stringify(body)).length + 16);
    expect(decryptPayload(privateKey, sealed.data, sealed.encryption)).toEqual(body);
  });

  it('uses a fresh key and nonce every time', async () => {
    insecureContext();
    const a = await encryptPayload({ a: 1 }, pem);
    const b = await encryptPayload({ a: 1 }, pem);
    expect(a.data).not.toBe(b.data);
    expect(Buffer.from(a.data, 'base64').subarray(0, 12)).not.toEqual(Buffer.from(b.data, 'base64').subarray(0, 12));
  });

  it('refuses clearly when not even random numbers are available', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(encryptPayload({ a: 1 }, pem)).rejects.toThrow(/secure random numbers/);
  });
});
