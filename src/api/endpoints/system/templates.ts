import { z } from 'zod/mini';
import { templates } from '../../../contract/system/site';
import { call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { earlyBody, takeEarly } from '../../early';
import { request } from '../../request';
import { text } from '../../params';

/** Template id and string parameters (the contract's answer, by the name tests and callers know). */
export const templateSchema = templates.answer;
export type Template = z.infer<typeof templateSchema>;

/** The early answer index.html's first script asked for (same query), when there is one, else the call made now. */
export function getTemplate(params: { domain: string; url: string }, callOptions?: CallOptions): Promise<Template> {
  const query = { domain: params.domain, url: params.url, device: 'MOBILE' as const };
  const early = takeEarly(`${templates.path}?${new URLSearchParams(query)}`);
  return early ? call(templates.answer, (signal) => earlyBody(early, signal), callOptions) : request(templates, query, callOptions);
}

export const templateEndpoint = defineEndpoint({
  name: 'system.template',
  description: 'The merchant template of a domain and URL: template id, merchant code and string parameters.',
  call: templates,
  params: z.strictObject({ domain: text(253), url: text(2048) }),
  run: (p, env) => getTemplate(p, { signal: env.signal }),
});
