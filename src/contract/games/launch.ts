import { z } from 'zod/mini';
import { defineCall } from '../call';
import { code, gameTypeCode, positiveId, queryFlag } from '../fields';

export const PLAY_TYPES = ['trad', 'ent'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;

/**
 * Session; 403 free_reject for a trial account on a vendor that needs a real member. The game is
 * named by nodeId, gameId/roomId or a vendor's lobby (vassalage, + gameType); 400 when none is named.
 */
export const launchGame = defineCall({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'session',
  summary: 'Launches a game: answers a play page URL on this server (/play/<ticket>, valid 2 hours) and records the game as recent.',
  input: z.object({
    gameType: z.optional(gameTypeCode),
    vassalage: z.optional(code),
    gameCode: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), 'lobby'),
    gameId: z.optional(z.string().check(z.trim(), z.maxLength(80))),
    roomId: z.optional(z.string().check(z.trim(), z.maxLength(80))),
    nodeId: z.optional(positiveId),
    supportPlay: z.optional(queryFlag),
    isGameH5: z.optional(queryFlag),
    playType: z._default(z.enum(PLAY_TYPES), 'trad'),
    lottoMode: z.optional(z.string().check(z.maxLength(20))),
    prizeMode: z.optional(z.enum(PRIZE_MODES)),
  }),
  answer: z.object({
    /** Page on the platform server that runs the game; open it in the current tab or a new one. */
    url: z.string().check(z.startsWith('/play/')),
    nodeId: z.number().check(z.int()),
    gameId: z.string(),
    gameName: z.string(),
    vassalage: z.string(),
    gameType: z.string(),
    playType: z.enum(PLAY_TYPES),
    prizeMode: z.nullable(z.enum(PRIZE_MODES)),
    expiresAt: z.number(),
  }),
});
