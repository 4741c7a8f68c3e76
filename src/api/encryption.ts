/**
 * Payload encryption for sensitive calls (login, registration, password by phone).
 * The JSON body is sealed with a fresh AES-256-GCM key (Web Crypto, or @noble/ciphers where Web
 * Crypto is unavailable); that key, as base64 text,
 * is RSA-OAEP-SHA256 encrypted with the server's public key (jsencrypt `encryptOAEP`) and sent
 * in the `Encryption` header. `data` is base64( iv[12] || ciphertext || tag[16] ).
 * RSA alone cannot carry the body: RSA-2048 OAEP holds at most 190 bytes.
 */
export interface EncryptedPayload {
  data: string;
  encryption: string;
}

const IV_BYTES = 12;

/**
 * AES-256-GCM sealing of `plain`: ciphertext || tag[16]. Web Crypto where it exists; plain-HTTP
 * origins (a phone opening http://<LAN IP>) have no crypto.subtle, only getRandomValues, so the
 * audited @noble/ciphers GCM does the same job there, loaded only when needed.
 */
async function sealAesGcm(rawKey: Uint8Array<ArrayBuffer>, iv: Uint8Array<ArrayBuffer>, plain: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const key = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
    return new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  }
  const { gcm } = await import('@noble/ciphers/aes.js');
  return gcm(rawKey, iv).encrypt(plain);
}

export async function encryptPayload(body: object, publicKeyPem: string): Promise<EncryptedPayload> {
  const random = globalThis.crypto?.getRandomValues?.bind(globalThis.crypto);
  if (!random) throw new Error('This browser cannot generate secure random numbers; please update it');
  const rawKey = random(new Uint8Array(32));
  const iv = random(new Uint8Array(IV_BYTES));
  const sealed = await sealAesGcm(rawKey, iv, new TextEncoder().encode(JSON.stringify(body)));
  const framed = new Uint8Array(IV_BYTES + sealed.length);
  framed.set(iv, 0);
  framed.set(sealed, IV_BYTES);

  // Loaded on first use: keeps ~20 KB out of the first paint and away from module init.
  const { JSEncrypt } = await import('jsencrypt');
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const encryption = rsa.encryptOAEP(toBase64(rawKey));
  if (!encryption) throw new Error('The server public key could not be used for encryption');
  return { data: toBase64(framed), encryption };
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
