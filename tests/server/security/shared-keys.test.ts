import { constants, privateDecrypt, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSharedKeys } from '../../../src/server/security/keys';
import { bothEngines } from '../../support/engines';

describe.each(bothEngines())('the RSA pair nodes share through the database, on $engine', (engine) => {
  it('is made once, also by nodes starting together, and what one node encrypts another opens', async () => {
    const store = await engine.open();
    const [a, b, c] = await Promise.all([loadSharedKeys(store.db), loadSharedKeys(store.db), loadSharedKeys(store.db)]);
    expect(new Set([a.publicKeyPem, b.publicKeyPem, c.publicKeyPem]).size).toBe(1);
    const secret = publicEncrypt({ key: a.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING }, Buffer.from('demo1234'));
    expect(privateDecrypt({ key: c.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING }, secret).toString()).toBe('demo1234');
    expect((await loadSharedKeys(store.db)).publicKeyPem).toBe(a.publicKeyPem);
  });
});
