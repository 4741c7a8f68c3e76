import { z } from 'zod/mini';
import { launchGame as launchGameCall, type PLAY_TYPES, type PRIZE_MODES } from '../../../contract/games/launch';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';
import { code, id, text } from '../../params';
import { filledOnly } from './schemas';

export type GameLaunch = z.infer<typeof launchGameCall.answer>;

/** The spec's launch fields; nodeId, gameId/roomId or vassalage (vendor lobby) picks the game. */
export interface LaunchFields {
  gameType?: string;
  vassalage?: string;
  gameCode?: string;
  gameId?: string;
  roomId?: string;
  nodeId?: number;
  supportPlay?: boolean;
  isGameH5?: boolean;
  playType?: (typeof PLAY_TYPES)[number];
  lottoMode?: string;
  prizeMode?: (typeof PRIZE_MODES)[number];
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('1' as const) : ('0' as const));

/** Launches a game (session; 403 free_reject for trial accounts on real-money vendors). */
export function launchGame(fields: LaunchFields, callOptions?: CallOptions): Promise<GameLaunch> {
  const query = filledOnly({ ...fields, gameCode: fields.gameCode ?? 'lobby', supportPlay: flag(fields.supportPlay), isGameH5: flag(fields.isGameH5) });
  return request(launchGameCall, query, callOptions);
}

export const launchGameEndpoint = defineEndpoint({
  name: 'games.launch',
  description:
    'Launches a game (nodeId, gameId/roomId, or a vendor lobby by vassalage): answers the play page url (valid 2 hours) and records it as recent; 403 free_reject for trial accounts on real-money vendors.',
  call: launchGameCall,
  params: z
    .strictObject({
      nodeId: z.optional(id),
      gameId: z.optional(text(80)),
      roomId: z.optional(text(80)),
      vassalage: z.optional(code),
      gameType: z.optional(code),
      gameCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      supportPlay: z.optional(z.boolean()),
      isGameH5: z.optional(z.boolean()),
      playType: z.optional(z.enum(['trad', 'ent'])),
      lottoMode: z.optional(text(20)),
      prizeMode: z.optional(z.enum(['Lott', 'ZY', 'Elott'])),
    })
    .check(z.refine((f) => f.nodeId !== undefined || Boolean(f.gameId || f.roomId || f.vassalage), 'names no game: give nodeId, gameId, roomId or vassalage')),
  run: (p, env) => launchGame(p, { signal: env.signal }),
});
