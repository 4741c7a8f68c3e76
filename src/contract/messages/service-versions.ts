import { z } from 'zod/mini';
import { defineCall } from '../call';

/** A customer-service entry; type "3" (live chat) holds an encrypted link. */
export const serviceEntry = z.object({ id: z.number().check(z.int()), type: z.string(), name: z.string(), link: z.string() });

export const serviceVersions = defineCall({
  method: 'GET',
  path: '/wps/customer-service/versions',
  summary: "The merchant's customer-service entries (Telegram, e-mail, live chat) in version.pathList; type \"3\" links are encrypted.",
  input: z.object({}),
  answer: z.object({ version: z.object({ pathList: z.array(serviceEntry) }) }),
});
