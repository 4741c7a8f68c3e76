import type { StoreDb } from '../../data/store';
import type { PageRequest } from '../../http/paging';
import { readPage, type ListPage } from '../../content/read-page';

/** One inbox message as the member reads it. */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: number;
}

/** Unread messages of one kind: the inbox's mail, or the live chat's messages. */
export async function unreadCount(db: StoreDb, memberId: number, kind: 'mail' | 'chat'): Promise<number> {
  const row = await db
    .selectFrom('inbox_messages')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('read', '=', 0)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the member's mail, newest first, with the paging fields. */
export function mailPage(db: StoreDb, memberId: number, page: PageRequest): Promise<ListPage<InboxMessage>> {
  const mail = db.selectFrom('inbox_messages').where('member_id', '=', memberId).where('kind', '=', 'mail');
  return readPage(
    page,
    () => mail.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    async ({ limit, offset }) => {
      const rows = await mail
        .select(['id', 'title', 'content', 'read', 'created_at as createdAt'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ ...r, read: r.read === 1 }));
    },
  );
}

/** Marks one of the member's mail messages read (again is fine); false when it is not theirs. */
export async function markMailRead(db: StoreDb, memberId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('inbox_messages').set({ read: 1 }).where('id', '=', id).where('member_id', '=', memberId).where('kind', '=', 'mail').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
