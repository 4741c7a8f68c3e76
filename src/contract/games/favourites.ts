import { z } from 'zod/mini';
import { defineCall } from '../call';
import { code, gameTypeCode, language, paging, positiveId } from '../fields';
import { gameAnswer, gamesPageAnswer } from './game';

/** The game a member's call names: its nodeId, and optionally its vendor (404 game.notFound when it does not match). */
export const memberGameInput = z.object({ nodeId: positiveId, vendor: z.optional(code) });

/** The filters and paging of the member's favourite and recent game lists (15 a page by default). */
export const memberGamesInput = z.object({ ...paging(100, 15), gameType: z.optional(gameTypeCode), vendor: z.optional(code), language });

/** Session. Adding a favourite already there changes nothing. */
export const favouriteAdd = defineCall({
  method: 'POST',
  path: '/wps/game/favourite',
  auth: 'session',
  summary: "Adds a game to the member's favourites.",
  input: memberGameInput,
  answer: z.object({ nodeId: z.number().check(z.int()), favourite: z.literal(true) }),
});

/**
 * Session. The spec's clients send the fields as a JSON body: the route reads them from the body
 * when there is one, from the query otherwise. Removing a non-favourite is not an error.
 */
export const favouriteRemove = defineCall({
  method: 'DELETE',
  path: '/wps/game/favourite',
  auth: 'session',
  summary: "Removes a game from the member's favourites.",
  input: memberGameInput,
  answer: z.object({ nodeId: z.number().check(z.int()), favourite: z.literal(false) }),
});

/** Session. The lobby loads page 1 of 100 to draw hearts. */
export const favouriteIds = defineCall({
  method: 'GET',
  path: '/wps/game/favourite/ids',
  auth: 'session',
  summary: "The node ids of the member's favourite games, newest first, paged (100 a page by default, at most 500).",
  input: z.object(paging(500, 100)),
  answer: z.extend(gamesPageAnswer, { ids: z.array(z.number().check(z.int())) }),
});

export const favouriteList = defineCall({
  method: 'GET',
  path: '/wps/game/favourite/list',
  auth: 'session',
  summary: "The member's favourite games, newest first, paged, optionally of one game type or vendor.",
  input: memberGamesInput,
  answer: z.extend(gamesPageAnswer, { content: z.array(gameAnswer) }),
});
