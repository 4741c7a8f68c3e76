import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';

/**
 * The sealing the app does for sensitive calls (src/api/encryption.ts), with Node's crypto: the body
 * under a fresh AES-256-GCM key (data = base64(iv || ciphertext || tag)), the key as base64 text
 * under the platform's RSA key with OAEP-SHA256 (the Encryption header).
 */
export function sealForPlatform(body: object, publicKeyPem: string): { data: string; encryption: string } {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(body), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const encryption = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(key.toString('base64')));
  return { data: sealed.toString('base64'), encryption: encryption.toString('base64') };
}

/** What the app keeps in localStorage (MC_SESSION_INFO) for a signed-in account. */
export interface StoredSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** Signs an account in through the platform's login call, as the app does; throws with the platform's answer when refused. */
export async function platformSession(baseUrl: string, username: string, password: string, merchantCode = 'DEMO'): Promise<StoredSession> {
  const key = (await (await fetch(`${baseUrl}/wps/system/publicKey`)).json()) as { value: { publicKey: string } };
  const sealed = sealForPlatform({ type: 'username', username, password }, key.value.publicKey);
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { encryption: sealed.encryption, 'content-type': 'application/json' },
    body: JSON.stringify({ data: sealed.data }),
  });
  const body = (await res.json()) as { success: boolean; value?: { token: string; userName: string; type: number; firstTimeLogin: boolean } };
  if (!body.success || !body.value) throw new Error(`the platform refused to sign in ${username}: ${JSON.stringify(body)}`);
  const { token, userName, type, firstTimeLogin } = body.value;
  return { token, merchantCode, userName, type, firstTimeLogin };
}
