import { z } from 'zod/mini';
import { defineCall } from '../call';

/** 1 (maintenance) wins over 2 (region restricted); 0 means the app may run. */
export const systemStatus = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'Whether the client shows the app (0), the maintenance page (1) or the region-restricted page (2), with the contact facts.',
  input: z.object({}),
  answer: z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    location: z.object({ ip: z.string() }),
    // Free-form on purpose: the merchant's live configuration (customerService, domainRoute,
    // mobileTemplate, paths, register, resources, whitelabel, mainDomain, imageCDNs) beside the
    // facts an operator set (maintenanceMessage, maintenanceEnd, ...). The maintenance and region
    // pages read it field by field (src/engine/status-facts.ts), so an odd or missing field gives an
    // empty value and never keeps a player from the status page.
    info: z.record(z.string(), z.unknown()),
  }),
});
