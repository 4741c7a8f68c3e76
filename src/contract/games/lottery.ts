import { z } from 'zod/mini';
import { defineCall } from '../call';
import { code, merchantFields, queryInt } from '../fields';

/** A lottery code, upper-cased (vn_south -> VN_SOUTH); 404 lottery.notFound for one the merchant does not run. */
const lotteryCode = z.pipe(code, z.transform((v) => v.toUpperCase()));

const VN_REGIONS = ['north', 'south'] as const;

export const lotteryAnswer = z.object({
  code: z.string(),
  name: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  kind: z.enum(['digits', 'vn']),
  /** VN lotteries only ('' for digit lotteries). */
  region: z.enum([...VN_REGIONS, '']),
  /** Digit lotteries only (0 for VN lotteries). */
  digits: z.number().check(z.int()),
  intervalSeconds: z.number().check(z.int()),
  latestIssue: z.string(),
  nextIssue: z.string(),
  nextDrawAt: z.number(),
});

// Every lottery call accepts the merchant under the spellings clients use.

export const lotteryList = defineCall({
  method: 'GET',
  path: '/lgw/lottery/list',
  summary: "The merchant's lotteries with their draw schedule (latest and next issue, next draw time), optionally of one game type.",
  input: z.object({ ...merchantFields, gameType: z.optional(z.enum(['LOTT', 'ELOTT'])) }),
  answer: z.object({ list: z.array(lotteryAnswer) }),
});

export const lotteryMenu = defineCall({
  method: 'GET',
  path: '/lgw/lottery/menu',
  summary: "Lotteries grouped for the lottery page's menu, with their next draw time; empty groups are left out.",
  input: z.object({ ...merchantFields }),
  answer: z.object({
    list: z.array(
      z.object({
        group: z.string(),
        titleKey: z.string(),
        lotteries: z.array(z.object({ code: z.string(), name: z.string(), gameType: z.string(), nextDrawAt: z.number() })),
      }),
    ),
  }),
});

export const lotteryNumero = defineCall({
  method: 'GET',
  path: '/lgw/lottery/numero',
  summary: "The latest draw numbers of every lottery; with code, that lottery's newest `size` draws (1-50, default 1), newest first.",
  input: z.object({ ...merchantFields, code: z.optional(lotteryCode), size: z._default(queryInt(1, 50), 1) }),
  answer: z.object({
    list: z.array(z.object({ code: z.string(), name: z.string(), issue: z.string(), numbers: z.array(z.number().check(z.int())), drawnAt: z.number() })),
  }),
});

/**
 * VN lotteries count the last two digits of every prize (the "lo" numbers, 00-99); digit
 * lotteries count each digit 0-9 in any position. Most frequent first, ties by number.
 */
export const lotteryPopular = defineCall({
  method: 'GET',
  path: '/lgw/lottery/popular',
  summary: 'The numbers a lottery drew most often over its last `draws` draws (30 by default), at most `limit` (10 by default).',
  input: z.object({ ...merchantFields, code: lotteryCode, draws: z._default(queryInt(1, 100), 30), limit: z._default(queryInt(1, 100), 10) }),
  answer: z.object({
    code: z.string(),
    draws: z.number().check(z.int()),
    list: z.array(z.object({ number: z.string(), count: z.number().check(z.int()) })),
  }),
});

/** 400 lottery.notVn for a digit lottery; 404 draw.notFound for a future or unknown issue. */
export const lotteryVnNumero = defineCall({
  method: 'GET',
  path: '/lgw/lottery/vn/numero',
  summary: 'The full prize board of one Vietnamese draw (issue YYYYMMDD, default the latest).',
  input: z.object({ ...merchantFields, code: lotteryCode, issue: z.optional(z.string().check(z.regex(/^\d{8}$/, 'must be a draw day YYYYMMDD'))) }),
  answer: z.object({
    code: z.string(),
    name: z.string(),
    region: z.enum(VN_REGIONS),
    issue: z.string(),
    drawnAt: z.number(),
    prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
  }),
});

export const lotteryVnRecent = defineCall({
  method: 'GET',
  path: '/lgw/lottery/vn/recent',
  summary: 'The newest Vietnamese draws with their special prize, across the VN lotteries (or one region), newest first (10 by default, at most 60).',
  input: z.object({ ...merchantFields, region: z.optional(z.enum(VN_REGIONS)), size: z._default(queryInt(1, 60), 10) }),
  answer: z.object({
    list: z.array(z.object({ code: z.string(), name: z.string(), region: z.enum(VN_REGIONS), issue: z.string(), drawnAt: z.number(), special: z.string() })),
  }),
});
