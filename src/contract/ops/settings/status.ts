import { z } from 'zod/mini';
import { defineCall } from '../../call';
import { registerSettingsAnswer, switchesAnswer, whole } from './fields';

/** Free-form facts shown on the maintenance page, e.g. { maintenanceMessage, maintenanceEnd }: the operator's own words, kept as given. */
const operatorInfo = z.record(z.string(), z.unknown());

/**
 * The status call's `info` (services/status-info.ts): the spec's fields drawn from the merchant's
 * live configuration, beside the free-form facts the operator set (kept as given, hence loose).
 */
const statusInfo = z.looseObject({
  customerService: z.array(z.object({ id: whole, type: z.string(), name: z.string(), link: z.string() })),
  domainRoute: z.object({ mobile: z.string(), api: z.string() }),
  mobileTemplate: z.object({ templateId: z.string(), title: z.string(), language: z.string() }),
  paths: z.object({ mobile: z.string(), api: z.string(), media: z.string(), play: z.string(), staticAssets: z.string() }),
  register: registerSettingsAnswer,
  resources: z.array(z.object({ resourceType: z.string(), url: z.string() })),
  whitelabel: switchesAnswer,
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()),
});

/** What the operator set, the status code players get (0 open, 1 maintenance, 2 region restricted) and the info the status call derives. */
const statusAnswer = z.object({
  status: z.literal([0, 1, 2]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  operatorInfo,
  info: statusInfo,
});

/** Operator (editor). */
export const opsStatus = defineCall({
  method: 'GET',
  path: '/ops/status',
  auth: 'ops',
  summary: "The demo merchant's maintenance and region restriction switches, with what the status call answers.",
  input: z.object({}),
  answer: statusAnswer,
});

/** Operator (publisher). Without `info` the operator's facts stay as they were. */
export const opsStatusChange = defineCall({
  method: 'PUT',
  path: '/ops/status',
  auth: 'ops',
  summary: 'Switches maintenance and region restriction (and sets the facts the maintenance page shows).',
  input: z.object({ maintenance: z.boolean(), regionRestriction: z.boolean(), info: z.optional(operatorInfo) }),
  answer: statusAnswer,
});
