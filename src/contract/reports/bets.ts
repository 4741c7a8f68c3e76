import { z } from 'zod/mini';
import { defineCall } from '../call';
import { paging } from '../fields';
import { gameTypeField, pageInts, periodFields, teamFields } from './fields';

const int = () => z.number().check(z.int());

/** A bet as the records list it. */
export const betAnswer = z.object({
  id: int(),
  gameName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  roundId: z.string(),
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** Payout minus stake once settled; 0 for a cancelled bet, null while unsettled. */
  winLoss: z.nullable(z.number()),
  status: z.enum(['SETTLED', 'UNSETTLED', 'CANCELLED']),
  betAt: z.number(),
  settledAt: z.nullable(z.number()),
});

/** Totals of every bet of the period (not only the page's). */
export const betSummaryAnswer = z.object({ betCount: int(), betAmount: z.number(), validBet: z.number(), winLoss: z.number(), unsettledCount: int() });

/** The bets of one member: the period's days, its summary and a page of bets, newest first. */
export const betListAnswer = z.object({ startDate: z.string(), endDate: z.string(), summary: betSummaryAnswer, list: z.array(betAnswer), ...pageInts });

/** The bets of a team: each also names whose bet it is. */
export const teamBetListAnswer = z.extend(betListAnswer, { list: z.array(z.extend(betAnswer, { username: z.string() })) });

const betsInput = { ...periodFields, ...paging(50, 20), ...gameTypeField };

/** Real members only: a trial account's play is not betting (403 free_reject). */
export const reportBets = defineCall({
  method: 'GET',
  path: '/wps/report/bets',
  auth: 'session',
  summary: "The member's own bets in a period, optionally of one game type, newest first, paged, with the period's summary.",
  input: z.object(betsInput),
  answer: betListAnswer,
});

/** Agents only (403 agent.only). */
export const reportTeamBets = defineCall({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: 'session',
  summary: "The bets of the agent's team (every level, or direct members only; username: part of a member's name) in a period, newest first, paged, with their summary.",
  input: z.object({ ...betsInput, ...teamFields }),
  answer: teamBetListAnswer,
});
