import { z } from 'zod/mini';
import { defineCall } from '../call';
import { code, gameTypeCode, language, merchantFields, paging, platform, queryFlag, queryInt } from '../fields';
import { gameAnswer, gamesPageAnswer } from './game';

export const gameList = defineCall({
  method: 'GET',
  path: '/wps/game/list',
  summary: 'One page of games filtered by type (also HOT, FAV with a session, ESPORTS, COCKFIGHT), name, vendor, classify, new, minimum bet or lines.',
  input: z.object({
    ...merchantFields,
    platform,
    language,
    gameName: z.optional(z.string().check(z.maxLength(60))),
    gameType: z.optional(gameTypeCode),
    vassalage: z.optional(code),
    gameClassify: z.optional(code),
    isNew: z.optional(queryFlag),
    minBet: z.optional(z.coerce.number().check(z.positive())),
    minLine: z.optional(z.coerce.number().check(z.int(), z.positive())),
    ...paging(100, 36),
  }),
  answer: z.extend(gamesPageAnswer, { games: z.array(gameAnswer) }),
});

/** Clients may cache the answer a minute (Cache-Control); refresh=1 answers no-store. */
export const hotGames = defineCall({
  method: 'GET',
  path: '/wps/game/hot',
  summary: "The operator's hot games in rank order.",
  input: z.object({ ...merchantFields, platform, language, isPlatform: z.optional(z.literal('2')), refresh: z.optional(queryFlag) }),
  answer: z.object({ list: z.array(gameAnswer) }),
});

export const gameClassify = defineCall({
  method: 'GET',
  path: '/wps/game/classify',
  summary: "The classify bar's tabs for a game type (RNG by default, optionally one vendor), each with the vendors that use it.",
  input: z.object({ ...merchantFields, gameType: z._default(gameTypeCode, 'RNG'), vassalage: z.optional(code) }),
  answer: z.object({ list: z.array(z.object({ key: z.string(), vendors: z.array(z.string()) })) }),
});

export const vendorCategoryAnswer = z.object({
  gameCategory: z.string(),
  gameCount: z.number().check(z.int()),
  vendorNames: z.array(z.object({ vassalage: z.string(), accountTypeName: z.string(), gameCount: z.number().check(z.int()) })),
});

export const vendorGameTypes = defineCall({
  method: 'GET',
  path: '/wps/game/vendorGameTypes',
  summary: 'The lobby categories with their vendors and game counts after the grouping rule, and the category-to-vendors mapping.',
  input: z.object({ typeId: z._default(z.literal('1'), '1'), language: z.optional(z.string()), ...merchantFields }),
  answer: z.object({
    vendorSorting: z.array(vendorCategoryAnswer),
    /** Category -> vendor codes, after the grouping rule (ESPORTS/COCKFIGHT split out, LOTT folded into ELOTT). */
    mapping: z.record(z.string(), z.array(z.string())),
  }),
});

export const winnerAnswer = z.object({
  vo: z.object({
    customerName: z.string(),
    gameName: z.string(),
    winAmount: z.number(),
    nodeId: z.number().check(z.int()),
    gameId: z.string(),
    gameType: z.string(),
    vassalage: z.string(),
    winTime: z.iso.datetime(),
    imageUrl: z.string(),
  }),
});

export const winners = defineCall({
  method: 'GET',
  path: '/wps/game/winners',
  summary: 'Latest big wins, largest first, names masked (all categories and 20 by default).',
  input: z.object({ ...merchantFields, language, gameCategory: z._default(gameTypeCode, 'ALL'), limitNum: z._default(queryInt(1, 100), 20) }),
  answer: z.object({ list: z.array(winnerAnswer) }),
});
