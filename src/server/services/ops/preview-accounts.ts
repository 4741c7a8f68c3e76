import { randomBytes } from 'node:crypto';
import { sameTextIgnoringCase } from '../../data/portable';
import type { ServerDeps } from '../../deps';
import { fail } from '../../http/reply';
import { hashPassword } from '../../security/password';
import { createMember } from '../members';

/**
 * The studio's preview account of a member type at the merchant (`studio_preview_<type>`): made on
 * first use, with a password nobody knows. 409 ops.previewAccountTaken when a player chose that
 * name, so the studio never signs in as a real player. The account is made through `legacyDb`
 * (services/members.ts createMember is not on the data layer yet; on SQLite both are one connection).
 */
export async function previewMember({ store }: Pick<ServerDeps, 'store'>, merchantCode: string, type: number): Promise<{ id: number; username: string }> {
  const username = `studio_preview_${type}`;
  const found = await store.db.selectFrom('members').where('merchant_code', '=', merchantCode).where(sameTextIgnoringCase('username', username)).select(['id', 'profile']).executeTakeFirst();
  if (found) {
    // Only an account the studio made itself: a player who chose this name is never signed in as.
    if ((JSON.parse(found.profile || '{}') as { studioPreview?: unknown }).studioPreview !== '1') {
      fail(409, 'ops.previewAccountTaken', `A player account is named ${username}: rename it before previewing member type ${type}`);
    }
    return { id: found.id, username };
  }
  const id = await createMember(store.db, {
    merchantCode, username, passwordHash: await hashPassword(randomBytes(24).toString('base64url')), type, nickname: `Preview ${type}`, firstTimeLogin: false, profile: { studioPreview: '1' },
  });
  return { id, username };
}
