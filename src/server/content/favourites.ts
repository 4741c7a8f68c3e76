import type { Db } from '../db/open';
import { pageFields, pageWindow, type PageRequest } from '../http/paging';

/** Marks a game as the member's favourite; one already there keeps its original time. */
export function addFavourite(db: Db, memberId: number, nodeId: number): void {
  db.prepare('INSERT OR IGNORE INTO game_favourites (member_id, node_id, created_at) VALUES (?, ?, ?)').run(memberId, nodeId, Date.now());
}

/** Removes a game from the member's favourites; removing a non-favourite changes nothing. */
export function removeFavourite(db: Db, memberId: number, nodeId: number): void {
  db.prepare('DELETE FROM game_favourites WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
}

/** One page of the member's favourite nodeIds, newest first, with the paging fields. */
export function favouriteIdsPage(db: Db, memberId: number, page: PageRequest): { ids: number[] } & ReturnType<typeof pageFields> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM game_favourites WHERE member_id = ?').get(memberId) as { n: number };
  const { limit, offset } = pageWindow(page);
  const rows = db
    .prepare('SELECT node_id AS nodeId FROM game_favourites WHERE member_id = ? ORDER BY created_at DESC, node_id LIMIT ? OFFSET ?')
    .all(memberId, limit, offset) as { nodeId: number }[];
  return { ids: rows.map((r) => r.nodeId), ...pageFields(page, n) };
}
