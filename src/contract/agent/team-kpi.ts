import { z } from 'zod/mini';
import { defineCall } from '../call';
import { queryInt } from '../fields';
import { directMemberAnswer } from './downlines';

const int = () => z.number().check(z.int());

/** A UTC day, YYYY-MM-DD, that is a real date. */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  z.refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'is not a date'),
);

/** The four team counters of a period. */
export const teamCountersAnswer = z.object({
  teamLoginMemberCount: int(),
  teamBetMemberCount: int(),
  teamRegisterMemberCount: int(),
  teamOnlineCount: int(),
});

export const TEAM_KPI_VARIANTS = ['A', 'B', 'C'] as const;

/** Agents only (403 agent.only); both days default to today (the other one when only one is given). */
export const agentTeamKpi = defineCall({
  method: 'GET',
  path: '/wps/agent/team/kpi',
  auth: 'session',
  summary: 'The four team counters (logins, bettors, sign-ups, online) for a range of UTC days, with up to `size` direct members.',
  input: z
    .object({ startDate: z.optional(day), endDate: z.optional(day), size: z._default(z.optional(queryInt(0, 100)), 0) })
    .check(z.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'must not be after endDate', path: ['startDate'] })),
  answer: z.object({ footer: teamCountersAnswer, list: z.array(directMemberAnswer) }),
});

/** Agents only (403 agent.only). */
export const agentTeamKpiVariant = defineCall({
  method: 'GET',
  path: '/wps/agent/team/kpi/:variant',
  auth: 'session',
  summary: 'The team counters for today (A), this week from Monday (B) or this month (C), with the first and last day of that period.',
  input: z.object({ variant: z.enum(TEAM_KPI_VARIANTS) }),
  answer: z.object({ variant: z.enum(TEAM_KPI_VARIANTS), startDate: z.string(), endDate: z.string(), footer: teamCountersAnswer }),
});
