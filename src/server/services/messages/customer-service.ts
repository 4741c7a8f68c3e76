import type { StoreDb } from '../../data/store';

/** A customer-service entry; type "3" (live chat) holds an encrypted link (security/service-link.ts). */
export interface ServiceEntry {
  id: number;
  type: string;
  name: string;
  link: string;
}

/** The merchant's customer-service entries, in the operator's order. */
export function serviceEntriesOf(db: StoreDb, merchantCode: string): Promise<ServiceEntry[]> {
  return db.selectFrom('customer_service').where('merchant_code', '=', merchantCode).select(['id', 'type', 'name', 'link']).orderBy('sort').execute();
}

/** The encrypted link of the merchant's first live-chat room, or undefined when there is none. */
export async function chatRoomLinkOf(db: StoreDb, merchantCode: string): Promise<string | undefined> {
  const row = await db.selectFrom('customer_service').where('merchant_code', '=', merchantCode).where('type', '=', '3').select('link').orderBy('sort').limit(1).executeTakeFirst();
  return row?.link;
}

/** A live-chat host as the chat's picker shows one. */
export interface LiveModel {
  id: number;
  name: string;
  initials: string;
  color: string;
  languages: string[];
  tags: string[];
  online: boolean;
}

/** The merchant's live-chat hosts, online ones first, then in the operator's order. */
export async function liveModelsOf(db: StoreDb, merchantCode: string): Promise<LiveModel[]> {
  const rows = await db
    .selectFrom('live_models')
    .where('merchant_code', '=', merchantCode)
    .select(['id', 'name', 'languages', 'tags', 'online', 'color'])
    .orderBy('online', 'desc')
    .orderBy('sort')
    .execute();
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    initials: m.name.slice(0, 1).toUpperCase(),
    color: m.color,
    languages: m.languages.split(','),
    tags: m.tags ? m.tags.split(',') : [],
    online: m.online === 1,
  }));
}
