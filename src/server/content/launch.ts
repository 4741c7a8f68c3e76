import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { StoreDb } from '../data/store';
import { fail } from '../http/reply';
import { findGameByNode, GAME_COLUMNS, type GameRow } from './games-query';

/** How long a launch URL stays valid. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

/** How a launch call names its game: by nodeId, by gameId (or roomId), or a vendor's lobby. */
export interface LaunchTargetQuery {
  nodeId?: number;
  gameId?: string;
  roomId?: string;
  vassalage?: string;
  gameType?: string;
}

/** A launch to record: who plays which game of which merchant, and how. */
export interface NewLaunch {
  memberId: number;
  merchantCode: string;
  nodeId: number;
  playType: string;
  gameCode: string;
}

/** A launch ticket's game and player, as the play page shows them. */
export interface LaunchView {
  playType: string;
  gameCode: string;
  createdAt: number;
  gameId: string;
  gameName: string;
  nodeName: string;
  username: string;
}

/**
 * The game a launch call names, first match wins: nodeId, then gameId or roomId, then a vendor
 * lobby (sports books, lotteries: the vendor's first game, of the type when given). 400 when the
 * call names none, 404 when the merchant has no such game.
 */
export async function findLaunchTarget(db: StoreDb, merchantCode: string, q: LaunchTargetQuery): Promise<GameRow> {
  const games = db.selectFrom('games as g').where('g.merchant_code', '=', merchantCode).select(GAME_COLUMNS);
  const gameId = q.gameId ?? q.roomId;
  let game: GameRow | null | undefined;
  if (q.nodeId) game = await findGameByNode(db, merchantCode, q.nodeId);
  else if (gameId) game = await games.where('g.game_id', '=', gameId).executeTakeFirst();
  else if (q.vassalage) {
    game = await games
      .where(sql<boolean>`upper(${sql.ref('g.vassalage')}) = upper(${q.vassalage})`)
      .$if(q.gameType !== undefined, (qb) => qb.where('g.game_type', '=', q.gameType ?? ''))
      .orderBy('g.sort')
      .limit(1)
      .executeTakeFirst();
  } else fail(400, 'validation.failed', 'Invalid query: one of nodeId, gameId, roomId or vassalage is required');
  if (!game) fail(404, 'game.notFound', 'The game does not exist or is no longer available');
  return game;
}

/** Whether the vendor's games are for real members only (trial accounts refused); unlisted vendors are. */
export async function vendorNeedsRealMember(db: StoreDb, merchantCode: string, vendorCode: string): Promise<boolean> {
  const vendor = await db.selectFrom('vendors').where('merchant_code', '=', merchantCode).where('code', '=', vendorCode).select('needs_real_member').executeTakeFirst();
  return (vendor?.needs_real_member ?? 1) === 1;
}

/**
 * Records a launch under a new random ticket and answers the ticket; the launch URL carries the
 * ticket so the session token never travels in a URL.
 */
export async function issueLaunchTicket(db: StoreDb, launch: NewLaunch, now: number): Promise<string> {
  const ticket = randomBytes(18).toString('base64url');
  await db
    .insertInto('game_launches')
    .values({ ticket, member_id: launch.memberId, merchant_code: launch.merchantCode, node_id: launch.nodeId, play_type: launch.playType, game_code: launch.gameCode, created_at: now })
    .execute();
  return ticket;
}

/** The launch behind a ticket, or null when there is none or it is older than LAUNCH_TICKET_TTL_MS. */
export async function activeLaunch(db: StoreDb, ticket: string, now = Date.now()): Promise<LaunchView | null> {
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('games as g', (join) => join.onRef('g.merchant_code', '=', 'l.merchant_code').onRef('g.node_id', '=', 'l.node_id'))
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .where('l.ticket', '=', ticket)
    .select(['l.play_type as playType', 'l.game_code as gameCode', 'l.created_at as createdAt', 'g.game_id as gameId', 'g.game_name as gameName', 'g.node_name as nodeName', 'm.username'])
    .executeTakeFirst();
  if (!row || row.createdAt + LAUNCH_TICKET_TTL_MS < now) return null;
  return row;
}
