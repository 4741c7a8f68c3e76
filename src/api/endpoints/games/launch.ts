import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { code, id, text } from '../../params';
import { definedOnly } from './schemas';

export const launchSchema = z.object({
  /** Page on the platform server that runs the game; open it in the current tab or a new one. */
  url: z.string(),
  nodeId: z.number().check(z.int()),
  gameId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  playType: z.enum(['trad', 'ent']),
  prizeMode: z.nullable(z.enum(['Lott', 'ZY', 'Elott'])),
  expiresAt: z.number(),
});
export type GameLaunch = z.infer<typeof launchSchema>;

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
  playType?: 'trad' | 'ent';
  lottoMode?: string;
  prizeMode?: 'Lott' | 'ZY' | 'Elott';
}

/** GET /wps/game/launchGame (session; 403 free_reject for trial accounts on real-money vendors). */
export function launchGame(fields: LaunchFields, callOptions?: CallOptions): Promise<GameLaunch> {
  const query = definedOnly({
    ...fields, gameCode: fields.gameCode ?? 'lobby',
    supportPlay: fields.supportPlay === undefined ? undefined : fields.supportPlay ? '1' : '0',
    isGameH5: fields.isGameH5 === undefined ? undefined : fields.isGameH5 ? '1' : '0',
  });
  return call(launchSchema, (signal) => api().options({ signal }).query(query).get('/wps/game/launchGame').json(), callOptions);
}

export const launchGameEndpoint = defineEndpoint({
  name: 'games.launch',
  description:
    'Launches a game (nodeId, gameId/roomId, or a vendor lobby by vassalage): answers the play page url (valid 2 hours) and records it as recent; 403 free_reject for trial accounts on real-money vendors.',
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
  session: true,
  run: (p, env) => launchGame(p, { signal: env.signal }),
});
