import type { Db } from '../../db/open';

/** One inbox message as the member reads it. */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: number;
}

/** Unread messages of one kind: the inbox's mail, or the live chat's messages. */
export function unreadCount(db: Db, memberId: number, kind: 'mail' | 'chat'): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND kind = ? AND read = 0').get(memberId, kind) as { n: number }).n;
}

/** How many mail messages the member has in all (the inbox's paging). */
export function mailCount(db: Db, memberId: number): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM inbox_messages WHERE member_id = ? AND kind = 'mail'").get(memberId) as { n: number }).n;
}

/** One page of the member's mail, newest first. */
export function mailPage(db: Db, memberId: number, limit: number, offset: number): InboxMessage[] {
  const rows = db
    .prepare("SELECT id, title, content, read, created_at AS createdAt FROM inbox_messages WHERE member_id = ? AND kind = 'mail' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
    .all(memberId, limit, offset) as (Omit<InboxMessage, 'read'> & { read: number })[];
  return rows.map((r) => ({ ...r, read: r.read === 1 }));
}

/** Marks one of the member's mail messages read (again is fine); false when it is not theirs. */
export function markMailRead(db: Db, memberId: number, id: number): boolean {
  return db.prepare("UPDATE inbox_messages SET read = 1 WHERE id = ? AND member_id = ? AND kind = 'mail'").run(id, memberId).changes > 0;
}
