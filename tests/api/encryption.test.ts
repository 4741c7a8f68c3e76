import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encryption';
import { HttpFailure } from '../../src/server/http/reply';
import { decryptPayload } from '../../src/server/security/payload';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('payload encryption (client) and decryption (server)', () => {
  it('round-trips a body far larger than RSA alone could carry, including non-ASCII text', async () => {
    const body = { username: 'demo', password: 'demo1234', nickname: '玩家一号', note: 'x'.repeat(2000) };
    const sealed = await encryptPayload(body, pem);
    expect(sealed.data).not.toContain('demo1234');
    expect(decryptPayload(privateKey, sealed.data, sealed.encryption)).toEqual(body);
  });

  it('uses a fresh key and nonce every time', async () => {
    const a = await encryptPayload({ a: 1 }, pem);
    const b = await encryptPayload({ a: 1 }, pem);
    expect(a.data).not.toBe(b.data);
    expect(a.encryption).not.toBe(b.encryption);
  });

  it('a tampered body or a key for another server is refused with 400', async () => {
    const sealed = await encryptPayload({ a: 1 }, pem);
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => decryptPayload(privateKey, bytes.toString('base64'), sealed.encryption)).toThrow(HttpFailure);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreign = await encryptPayload({ a: 1 }, other.publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(() => decryptPayload(privateKey, foreign.data, foreign.encryption)).toThrow(expect.objectContaining({ status: 400, errorCode: 'payload.undecryptable' }));
  });

  it('refuses a public key that is not one', async () => {
    await expect(encryptPayload({ a: 1 }, 'not a key')).rejects.toThrow();
  });
});
