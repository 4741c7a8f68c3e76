import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { pathId } from '../../fields';
import { removed, whole } from './fields';

/**
 * Operator (publisher), for the demo merchant. Operator HTML is stored as written; every client
 * sanitises it before showing it. 400 validation.failed when endDate is before startDate.
 */
export const opsAnnouncementPublish = defineCall({
  method: 'POST',
  path: '/ops/announcements',
  auth: 'ops',
  summary: 'Publishes a notice (player PL, pop-up PU, hot H or agent A), listed first; answers its id.',
  input: z.object({
    type: z.enum(['PL', 'PU', 'H', 'A']),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    content: z.string().check(z.maxLength(50_000)),
    groupName: z._default(z.string().check(z.maxLength(40)), ''),
    /** Epoch ms; default now (a minute ago), and 30 days later. */
    startDate: z.optional(z.number().check(z.int())),
    endDate: z.optional(z.number().check(z.int())),
    noExpiry: z._default(z.boolean(), false),
    hot: z._default(z.boolean(), false),
  }),
  answer: z.object({ id: whole }),
});

/** Operator (publisher). 404 announcement.notFound for an id the demo merchant has none of. */
export const opsAnnouncementWithdraw = defineCall({
  method: 'DELETE',
  path: '/ops/announcements/:id',
  auth: 'ops',
  summary: "Withdraws one of the demo merchant's announcements.",
  input: z.object({ id: pathId }),
  answer: z.object({ id: whole, removed }),
});
