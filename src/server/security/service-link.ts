import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Customer-service entries of type "3" carry their chat link encrypted. The stored text is
 * base64url( iv[12] || AES-256-GCM ciphertext || tag[16] ) followed by an 8-character key;
 * the AES key is SHA-256 of those 8 characters (UTF-8). Web Crypto can undo it without eval.
 */
export const SERVICE_LINK_KEY_LENGTH = 8;

export function encryptServiceLink(url: string, key8 = randomBytes(6).toString('base64url')): string {
  if (key8.length !== SERVICE_LINK_KEY_LENGTH) throw new Error('service link key must be 8 characters');
  const key = createHash('sha256').update(key8, 'utf8').digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url') + key8;
}

/** Server-side inverse, used to build the chat launch URL. */
export function decryptServiceLink(stored: string): string {
  const key8 = stored.slice(-SERVICE_LINK_KEY_LENGTH);
  const framed = Buffer.from(stored.slice(0, -SERVICE_LINK_KEY_LENGTH), 'base64url');
  const key = createHash('sha256').update(key8, 'utf8').digest();
  const decipher = createDecipheriv('aes-256-gcm', key, framed.subarray(0, 12));
  decipher.setAuthTag(framed.subarray(framed.length - 16));
  return Buffer.concat([decipher.update(framed.subarray(12, framed.length - 16)), decipher.final()]).toString('utf8');
}
