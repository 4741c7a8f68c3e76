import type { StoreDb } from '../data/store';
import type { PageRequest } from '../http/paging';
import { readPage, type ListPage } from './read-page';

/** Marks a game as the member's favourite; one already there keeps its original time. */
export async function addFavourite(db: StoreDb, memberId: number, nodeId: number): Promise<void> {
  await db.insertInto('game_favourites').values({ member_id: memberId, node_id: nodeId, created_at: Date.now() }).onConflict((oc) => oc.doNothing()).execute();
}

/** Removes a game from the member's favourites; removing a non-favourite changes nothing. */
export async function removeFavourite(db: StoreDb, memberId: number, nodeId: number): Promise<void> {
  await db.deleteFrom('game_favourites').where('member_id', '=', memberId).where('node_id', '=', nodeId).execute();
}

/** One page of the member's favourite nodeIds, newest first, with the paging fields. */
export async function favouriteIdsPage(db: StoreDb, memberId: number, page: PageRequest): Promise<{ ids: number[] } & Omit<ListPage<number>, 'items'>> {
  const favourites = db.selectFrom('game_favourites').where('member_id', '=', memberId);
  const { items, ...paging } = await readPage(
    page,
    () => favourites.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    async ({ limit, offset }) => {
      const rows = await favourites.select('node_id').orderBy('created_at', 'desc').orderBy('node_id').limit(limit).offset(offset).execute();
      return rows.map((r) => r.node_id);
    },
  );
  return { ids: items, ...paging };
}
