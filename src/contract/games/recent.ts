import { z } from 'zod/mini';
import { defineCall } from '../call';
import { queryInt } from '../fields';
import { gameAnswer, gamesPageAnswer } from './game';
import { memberGameInput, memberGamesInput } from './favourites';

/** Session. Launching a game does the same; at most 50 recent games are kept. */
export const recentAdd = defineCall({
  method: 'POST',
  path: '/wps/game/recent',
  auth: 'session',
  summary: "Moves a game to the top of the member's recent games.",
  input: memberGameInput,
  answer: z.object({ nodeId: z.number().check(z.int()) }),
});

/** The spec lists the recent-add call as a GET with a query; it behaves as the POST. */
export const recentAddByQuery = defineCall({
  method: 'GET',
  path: '/wps/game/recent/add',
  auth: 'session',
  summary: "Moves a game to the top of the member's recent games (the spec's GET form).",
  input: memberGameInput,
  answer: z.object({ nodeId: z.number().check(z.int()) }),
});

/** Session. Accepts page (the spec's spelling for this call) as well as pageNo. */
export const recentList = defineCall({
  method: 'GET',
  path: '/wps/game/recent',
  auth: 'session',
  summary: "The member's recently played games, latest first, paged, optionally of one game type or vendor.",
  input: z.extend(memberGamesInput, {
    page: z.optional(queryInt(1, 100_000)),
    clientType: z.optional(z.literal('2')),
  }),
  answer: z.extend(gamesPageAnswer, { list: z.array(gameAnswer) }),
});
