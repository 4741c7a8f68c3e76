import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import { fail } from '../http/reply';

/** Bytes of the AES-GCM nonce and tag framing `data` (see src/api/encryption.ts). */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Undoes the client's payload encryption: the `Encryption` header is the base64 RSA-OAEP-SHA256
 * encryption of the base64 AES-256 key; `data` is base64( iv[12] || ciphertext || tag[16] ) of the
 * UTF-8 JSON body. Any defect answers 400 and reveals nothing about which step failed.
 */
export function decryptPayload(privateKey: KeyObject, data: string, encryption: string): unknown {
  let aesKey: Buffer;
  try {
    const wrapped = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(encryption, 'base64'));
    aesKey = Buffer.from(wrapped.toString('utf8'), 'base64');
  } catch {
    fail(400, 'payload.undecryptable', 'The encrypted request could not be read; reload the page and try again');
  }
  if (aesKey.length !== 32) fail(400, 'payload.undecryptable', 'The encrypted request could not be read; reload the page and try again');
  const framed = Buffer.from(data, 'base64');
  if (framed.length < IV_BYTES + TAG_BYTES) fail(400, 'payload.undecryptable', 'The encrypted request could not be read; reload the page and try again');
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, framed.subarray(0, IV_BYTES));
    decipher.setAuthTag(framed.subarray(framed.length - TAG_BYTES));
    text = Buffer.concat([decipher.update(framed.subarray(IV_BYTES, framed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    fail(400, 'payload.undecryptable', 'The encrypted request could not be read; reload the page and try again');
  }
  try {
    return JSON.parse(text);
  } catch {
    fail(400, 'payload.notJson', 'The encrypted request did not hold JSON');
  }
}
