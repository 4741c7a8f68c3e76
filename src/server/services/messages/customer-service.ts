import type { Db } from '../../db/open';

/** A customer-service entry; type "3" (live chat) holds an encrypted link (security/service-link.ts). */
export interface ServiceEntry {
  id: number;
  type: string;
  name: string;
  link: string;
}

/** The merchant's customer-service entries, in the operator's order. */
export function serviceEntriesOf(db: Db, merchantCode: string): ServiceEntry[] {
  return db.prepare('SELECT id, type, name, link FROM customer_service WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as ServiceEntry[];
}

/** The encrypted link of the merchant's first live-chat room, or undefined when there is none. */
export function chatRoomLinkOf(db: Db, merchantCode: string): string | undefined {
  return (db.prepare("SELECT link FROM customer_service WHERE merchant_code = ? AND type = '3' ORDER BY sort LIMIT 1").get(merchantCode) as { link: string } | undefined)?.link;
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
export function liveModelsOf(db: Db, merchantCode: string): LiveModel[] {
  const rows = db.prepare('SELECT id, name, languages, tags, online, color FROM live_models WHERE merchant_code = ? ORDER BY online DESC, sort').all(merchantCode) as {
    id: number; name: string; languages: string; tags: string; online: number; color: string;
  }[];
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
