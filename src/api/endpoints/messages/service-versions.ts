import { z } from 'zod/mini';
import { serviceVersions, type serviceEntry } from '../../../contract/messages/service-versions';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

export type ServiceEntry = z.infer<typeof serviceEntry>;

/** Entries in value.version.pathList; type "3" links are encrypted. */
export function getServiceVersions(callOptions?: CallOptions): Promise<z.infer<typeof serviceVersions.answer>> {
  return request(serviceVersions, {}, callOptions);
}

const KEY_LENGTH = 8;

/**
 * Opens a type "3" link: the last 8 characters are the key; the rest is base64url of
 * iv[12] || AES-256-GCM ciphertext || tag[16], keyed by SHA-256 of those 8 characters.
 */
export async function decryptServiceLink(stored: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key8 = stored.slice(-KEY_LENGTH);
  const b64 = stored.slice(0, -KEY_LENGTH).replace(/-/g, '+').replace(/_/g, '/');
  const framed = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: framed.subarray(0, 12) }, key, framed.subarray(12));
  return new TextDecoder().decode(plain);
}

/** The usable link of any entry. */
export function serviceEntryLink(entry: ServiceEntry): Promise<string> {
  return entry.type === '3' ? decryptServiceLink(entry.link) : Promise.resolve(entry.link);
}

export const serviceVersionsEndpoint = defineEndpoint({
  name: 'messages.serviceVersions',
  description: 'The customer-service entries (Telegram, e-mail, live chat) in version.pathList; type "3" links are encrypted.',
  call: serviceVersions,
  params: z.strictObject({}),
  run: (_params, env) => getServiceVersions({ signal: env.signal }),
});
